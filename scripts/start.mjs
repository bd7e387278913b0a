// `npm start`: builds only what changed (scripts/build-changed.mjs), then runs the server in this
// same process with NODE_ENV=production unless NODE_ENV is already set. Production mode is what
// graphql-js and Express expect in a deployment (no development-only checks); the API's own
// configuration already treats an unset NODE_ENV as production, so the embedded demo behaves as
// before (PGlite in DATA_DIR, generated secret key, admin/admin).
import { buildChanged } from './build-changed.mjs';

if (!buildChanged()) process.exit(1);
process.env.NODE_ENV ||= 'production';
// Imported only now, so every library reads NODE_ENV as set above.
await import('../api/dist/main.js');

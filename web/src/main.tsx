import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App, wireSessionExpiry } from './app/App';
import { createApolloClient } from './app/apollo';
import { routes } from './app/routes';

const client = createApolloClient();
const router = createBrowserRouter(routes);
wireSessionExpiry(router, client);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} router={router} />
  </StrictMode>,
);

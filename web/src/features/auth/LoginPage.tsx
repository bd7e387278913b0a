import './login.css';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../app/graphql-errors';
import { highlightField } from '../../app/response';
import { LoginDocument, MeDocument } from '../../generated/graphql';
import { FormAlert } from '../../widgets/forms/FormAlert';
import { TextField } from '../../widgets/forms/TextField';
import { internalPath, safeNext } from './login-destination';
import { authMessages } from './messages';

/** /login: user and password; on success goes to `next` or to the uri the server returns. */
export function LoginPage() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [login, { loading }] = useMutation(LoginDocument, { context: { handledByCaller: true } });
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  function refuse(field: 'username' | 'password', message: string) {
    setProblem(message);
    highlightField(field);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    const user = username.trim();
    if (!user) return refuse('username', authMessages.usernameRequired);
    if (!password) return refuse('password', authMessages.passwordRequired);
    setProblem(null);
    try {
      const { data } = await login({ variables: { input: { username: user, password } } });
      if (!data) throw new Error(authMessages.notAuthenticated);
      client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: data.login.user } });
      const target = safeNext(params.get('next')) ?? internalPath(data.login.uri);
      if (target) await navigate(target, { replace: true });
      else window.location.assign(data.login.uri);
    } catch (error) {
      setProblem(errorMessage(error, authMessages.notAuthenticated));
    }
  }

  return (
    <div className="login-page">
      <main className="login-card card" aria-labelledby="login-title">
        <div className="login-card__brand">
          <span className="login-card__logo" aria-hidden="true">
            I
          </span>
          <div>
            <h1 id="login-title" className="login-card__product">
              Isyplus
            </h1>
            <p className="login-card__tagline">Back-office de soporte y administración</p>
          </div>
        </div>
        <p className="login-card__intro">Ingrese con su usuario y clave.</p>
        <FormAlert message={problem} />
        <form onSubmit={onSubmit} noValidate>
          <TextField id="username" name="username" label="Usuario" autoComplete="username" autoFocus value={username} onChange={setUsername} />
          <TextField id="password" name="password" label="Clave" type="password" autoComplete="current-password" value={password} onChange={setPassword} />
          <button type="submit" className="btn btn--primary btn--block login-card__submit" disabled={loading} aria-busy={loading}>
            {loading && <span className="spinner spinner--small" aria-hidden="true" />}
            Ingresar
          </button>
        </form>
        <p className="login-card__help">
          ¿Necesita ayuda? <Link to="/home">Centro de ayuda</Link>
        </p>
      </main>
      <footer className="login-page__footer">Isyplus · Software contable y de facturación electrónica · Ecuador</footer>
    </div>
  );
}

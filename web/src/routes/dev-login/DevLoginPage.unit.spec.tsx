import { screen } from '@testing-library/react';
import { DevLoginPage } from './DevLoginPage';
import { renderScreen, reply } from '../../testing/render';

const PROVIDERS = { '/api/auth/providers': { providers: [], devLogin: true } };

describe('Sign in (development)', () => {
  it('asks for a name and a valid address before signing in', async () => {
    const { user, api } = await renderScreen(<DevLoginPage />, { path: '/dev-login', user: null, api: PROVIDERS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in (development)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent('POST /api/dev-login')).toEqual([]);
  });

  it('says so when the server has development sign-in turned off', async () => {
    await renderScreen(<DevLoginPage />, {
      path: '/dev-login',
      user: null,
      api: { '/api/auth/providers': { providers: ['oidc'], devLogin: false } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Development sign-in is turned off on this server.');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/api/login');
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of the details', async () => {
    const { user } = await renderScreen(<DevLoginPage />, {
      path: '/dev-login',
      user: null,
      api: { ...PROVIDERS, 'POST /api/dev-login': reply(400, { message: 'That address cannot sign in here.' }) },
    });
    await user.type(await screen.findByLabelText('Your name'), 'Cora');
    await user.type(screen.getByLabelText('Email'), 'cora@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('That address cannot sign in here.')).toBeInTheDocument();
  });

  it('speaks Spanish, its checks too', async () => {
    const { user } = await renderScreen(<DevLoginPage />, {
      path: '/dev-login',
      user: null,
      api: PROVIDERS,
      language: 'es',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión (desarrollo)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Escriba el nombre', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('Escriba un correo electrónico válido, por favor', { exact: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Su nombre', { exact: true })).toBeInTheDocument();
  });
});

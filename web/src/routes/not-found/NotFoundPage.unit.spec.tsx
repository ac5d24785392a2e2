import { screen } from '@testing-library/react';
import { NotFoundPage } from './NotFoundPage';
import { renderScreen } from '../../testing/render';

describe('Page Not Found', () => {
  it('says the page does not exist, names the tab so, and leads home', async () => {
    await renderScreen(<NotFoundPage />, { path: '/nowhere' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(document.title).toContain('Page Not Found');
  });

  it('speaks Spanish, in the tab title too', async () => {
    await renderScreen(<NotFoundPage />, { path: '/nowhere', language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('La página que busca no existe o ha cambiado de lugar.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(document.title).toContain('Página no encontrada');
  });
});

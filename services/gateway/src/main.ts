import 'reflect-metadata';
import { announceReady } from '@carewith/platform';
import { startGateway } from './gateway.app';

process.env.SERVICE_NAME ??= 'gateway';
void startGateway().then((app) => {
  const { port } = app.getHttpServer().address() as { port: number };
  announceReady({ service: 'gateway', port, url: `http://localhost:${port}` });
});

export { startGateway } from './gateway.app';
export { GatewayModule } from './gateway.module';
export { gatewayConfigSchema } from './gateway.config';
export { MIDDLEWARE_ROUTES } from './http/http-setup';

export { startGateway } from './gateway.app';
export { GatewayModule } from './gateway.module';
export { gatewayConfigSchema } from './gateway.config';

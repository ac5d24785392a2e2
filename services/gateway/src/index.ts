export { startGateway } from './gateway.app';
export { GatewayModule } from './gateway.module';

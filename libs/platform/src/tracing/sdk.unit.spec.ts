import { BatchSpanProcessor, ConsoleSpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { OTLPTraceExporter as GrpcExporter } from '@opentelemetry/exporter-trace-otlp-grpc';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { processorsFromEnv } from './sdk';

// Where spans go, from OpenTelemetry's environment as the all-signals SDK reads it for traces.
const exporterOf = (processor: unknown) => (processor as { _exporter: unknown })._exporter;

describe('span processors from the environment', () => {
  const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' };

  it('batches to OTLP over http/protobuf by default', async () => {
    const [processor, ...rest] = processorsFromEnv(endpoint);
    expect(rest).toHaveLength(0);
    expect(processor).toBeInstanceOf(BatchSpanProcessor);
    expect(exporterOf(processor)).toBeInstanceOf(ProtobufExporter);
    await processor!.shutdown();
  });

  it.each([
    ['http/json', JsonExporter],
    ['grpc', GrpcExporter],
    ['http/protobuf', ProtobufExporter],
  ])('takes the protocol %s', async (protocol, exporter) => {
    const [processor] = processorsFromEnv({ ...endpoint, OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: protocol });
    expect(exporterOf(processor)).toBeInstanceOf(exporter);
    await processor!.shutdown();
  });

  it('prints spans for OTEL_TRACES_EXPORTER=console, and skips exporters it does not carry', async () => {
    const warn = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    const processors = processorsFromEnv({ OTEL_TRACES_EXPORTER: 'console, zipkin' });
    expect(processors).toHaveLength(1);
    expect(processors[0]).toBeInstanceOf(SimpleSpanProcessor);
    expect(exporterOf(processors[0])).toBeInstanceOf(ConsoleSpanExporter);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('zipkin'));
    warn.mockRestore();
  });
});

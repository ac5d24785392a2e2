import { ModuleMetadata } from '@nestjs/common';
import type { MicroserviceOptions } from '@nestjs/microservices';
import { Test, TestingModule } from '@nestjs/testing';
import { BusClient } from '../bus/bus-client';
import { InProcessClient, InProcessServer } from '../bus/in-process.transport';

export type InProcessBus = { bus: BusClient; moduleRef: TestingModule; close: () => Promise<void> };

// Serves a module's bus controllers on the in-process bus, as the embedded host serves the
// services', and gives a client to ask them; `close` stops the client, then the server.
export async function serveInProcess(metadata: ModuleMetadata, timeoutMs = 1500): Promise<InProcessBus> {
  const moduleRef = await Test.createTestingModule(metadata).compile();
  const server = moduleRef.createNestMicroservice<MicroserviceOptions>({ strategy: new InProcessServer() });
  await server.listen();
  const proxy = new InProcessClient();
  await proxy.connect();
  return {
    bus: new BusClient(proxy, timeoutMs),
    moduleRef,
    close: async () => {
      await proxy.close();
      await server.close();
    },
  };
}

import { createLogger } from '@carewith/platform';
import { OpenAiWriter, WriterRequest } from './openai-writer';

const log = createLogger('writer');

export const WRITER = Symbol('WRITER');

// Chooses the writer: the OpenAI-compatible one when configured, falling back to the local writer
// when it fails or times out. Each text says which writer produced it.
export class Writer {
  constructor(private readonly openAi: OpenAiWriter | null) {}

  async write(request: WriterRequest, local: () => string): Promise<{ text: string; writer: 'local' | 'openai' }> {
    if (this.openAi) {
      try {
        return { text: await this.openAi.write(request), writer: 'openai' };
      } catch (error) {
        log.warn(
          { err: error instanceof Error ? error.message : String(error), kind: request.kind },
          'model writer failed; using the local writer',
        );
      }
    }
    return { text: local(), writer: 'local' };
  }

  // The same choice for anything other than a text (the conversation starters): the model's answer
  // when configured and accepted, else the local writer's.
  async choose<T>(
    kind: string,
    model: (ai: OpenAiWriter) => Promise<T>,
    local: () => T,
  ): Promise<{ value: T; writer: 'local' | 'openai' }> {
    if (this.openAi) {
      try {
        return { value: await model(this.openAi), writer: 'openai' };
      } catch (error) {
        log.warn(
          { err: error instanceof Error ? error.message : String(error), kind },
          'model writer failed; using the local writer',
        );
      }
    }
    return { value: local(), writer: 'local' };
  }
}

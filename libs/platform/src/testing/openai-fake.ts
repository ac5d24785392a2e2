import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';

// A local HTTP server that speaks OpenAI's chat-completions API, so the real `openai` client runs: the
// model of the e2e systems and of the insights service's integration tests (OpenAI cannot run here).
export class OpenAiFake {
  mode: 'ok' | 'error' | 'slow' = 'ok';
  reply = 'Rose has been doing well this week.';
  readonly requests: { auth?: string; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as { port: number }).port}/v1`;
    return this;
  }

  // The settings that point a system's OpenAI writer at this server (key, model, a short timeout).
  get env(): Record<string, string> {
    return {
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_BASE_URL: this.url,
      OPENAI_MODEL: 'care-model',
      OPENAI_TIMEOUT_MS: '800',
    };
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'not found' } }));
    }
    this.requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
    if (this.mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
    }
    // Longer than any writer waits; not holding the process open once the test is done.
    if (this.mode === 'slow') await new Promise((r) => setTimeout(r, 3000).unref());
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: this.requests.at(-1)!.body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: this.reply }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  }
}

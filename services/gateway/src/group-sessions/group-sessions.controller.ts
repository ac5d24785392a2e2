import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  BeforeApplicationShutdown,
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  UseGuards,
} from '@nestjs/common';
import {
  controlRequestSchema,
  ControlAction,
  groupSessionRequestSchema,
  GroupSessionRequest,
  liveSessionSubject,
  RecordTaps,
  recordTapsSchema,
  SessionScreen,
  sessionScreenSchema,
  uuidSchema,
} from '@carewith/contracts';
import { BusClient, createLogger, LIVE_CHANNEL, LiveChannel } from '@carewith/platform';
import { SignedInGuard } from '../auth/signed-in.guard';
import { sendJpeg } from '../http/media-caching';
import { ZodPipe } from '../http/zod-body.pipe';
import { RawRequest, RawResponse } from '../http/raw-http';

const idParam = new ZodPipe(uuidSchema);
// A comment line every so often keeps proxies and the TV's browser from closing a quiet stream.
export const LIVE_HEARTBEAT_MS = 20_000;

// Group sessions in a care home (libs/contracts/src/group-session.ts): staff of the home start one,
// the phone's remote taps through it, the TV draws its screen and follows each change live. games
// decides who may (care answers it); to anyone else a session does not exist.
@Controller('api')
@UseGuards(SignedInGuard)
export class GroupSessionsController implements BeforeApplicationShutdown {
  private readonly log = createLogger(GroupSessionsController.name);
  // The live streams open on this process, each with what ends it.
  private readonly streams = new Set<() => void>();

  constructor(
    private readonly bus: BusClient,
    @Inject(LIVE_CHANNEL) private readonly live: LiveChannel,
  ) {}

  @Post('homes/:homeId/group-sessions/preview')
  @HttpCode(200)
  preview(
    @Param('homeId', idParam) homeId: string,
    @Body(new ZodPipe(groupSessionRequestSchema)) body: GroupSessionRequest,
  ) {
    return this.bus.request('games.groupSessions.preview', { homeId, residentIds: body.residentIds });
  }

  @Post('homes/:homeId/group-sessions')
  @HttpCode(201)
  create(
    @Param('homeId', idParam) homeId: string,
    @Body(new ZodPipe(groupSessionRequestSchema)) body: GroupSessionRequest,
  ) {
    return this.bus.request('games.groupSessions.create', { homeId, residentIds: body.residentIds });
  }

  @Get('homes/:homeId/group-sessions')
  list(@Param('homeId', idParam) homeId: string) {
    return this.bus.request('games.groupSessions.list', { homeId });
  }

  @Get('group-sessions/:sessionId')
  get(@Param('sessionId', idParam) sessionId: string) {
    return this.bus.request('games.groupSessions.get', { sessionId });
  }

  @Get('group-sessions/:sessionId/screen')
  screen(@Param('sessionId', idParam) sessionId: string) {
    return this.bus.request('games.groupSessions.screen', { sessionId });
  }

  // The TV's screen as a stream (text/event-stream): the current one, then each change games publishes
  // on the session's live subject, in order of version; a comment line as a heartbeat. Access is checked
  // (games' screen, asked as the signed-in member) before anything is sent: a refusal is the usual JSON
  // 404. The subscription is made before the screen is read, so no change falls between them; a
  // reconnecting TV starts afresh.
  @Get('group-sessions/:sessionId/live')
  async liveScreen(
    @Param('sessionId', idParam) sessionId: string,
    @RawRequest() req: IncomingMessage,
    @RawResponse() res: ServerResponse,
  ) {
    let shown = -1;
    let streaming = false;
    const waiting: SessionScreen[] = [];
    const send = (screen: SessionScreen) => {
      if (screen.version <= shown) return;
      shown = screen.version;
      res.write(`event: screen\ndata: ${JSON.stringify(screen)}\n\n`);
    };
    const stop = await this.live.subscribe(liveSessionSubject(sessionId), (data) => {
      const parsed = sessionScreenSchema.safeParse(data);
      if (!parsed.success) return;
      if (streaming) send(parsed.data);
      else waiting.push(parsed.data);
    });
    let heartbeat: NodeJS.Timeout | undefined;
    const close = () => {
      clearInterval(heartbeat);
      stop();
      this.streams.delete(end);
    };
    const end = () => {
      close();
      res.end();
    };
    this.streams.add(end);
    res.on('close', close);
    try {
      const current = await this.bus.request('games.groupSessions.screen', { sessionId });
      // no-transform: the pipeline's compression would hold the events back.
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
        Connection: 'keep-alive',
      });
      res.write('retry: 3000\n\n');
      send(current);
      for (const screen of waiting.sort((a, b) => a.version - b.version)) send(screen);
      streaming = true;
      heartbeat = setInterval(() => res.write(': heartbeat\n\n'), LIVE_HEARTBEAT_MS);
    } catch (error) {
      close();
      throw error;
    }
    this.log.debug({ sessionId }, 'live screen streaming');
  }

  // A stream never ends by itself, and the HTTP server waits for open ones to end before it closes:
  // on shutdown each is ended (the TV reconnects, to another replica or to this one restarted).
  beforeApplicationShutdown() {
    for (const end of [...this.streams]) end();
  }

  @Post('group-sessions/:sessionId/control')
  @HttpCode(200)
  control(
    @Param('sessionId', idParam) sessionId: string,
    @Body(new ZodPipe(controlRequestSchema)) body: { action: ControlAction },
  ) {
    return this.bus.request('games.groupSessions.control', { sessionId, action: body.action });
  }

  @Put('group-sessions/:sessionId/records')
  recordTaps(@Param('sessionId', idParam) sessionId: string, @Body(new ZodPipe(recordTapsSchema)) taps: RecordTaps) {
    return this.bus.request('games.groupSessions.recordTaps', { sessionId, taps });
  }

  @Post('group-sessions/:sessionId/records/everyone-present')
  @HttpCode(200)
  everyonePresent(@Param('sessionId', idParam) sessionId: string) {
    return this.bus.request('games.groupSessions.everyonePresent', { sessionId });
  }

  // A photo of the session's deck for the TV (games serves only those, and only while consent holds).
  @Get('group-sessions/:sessionId/photos/:photoId')
  async photo(
    @Param('sessionId', idParam) sessionId: string,
    @Param('photoId', idParam) photoId: string,
    @RawRequest() req: IncomingMessage,
    @RawResponse() res: ServerResponse,
  ) {
    const { jpegBase64 } = await this.bus.request('games.groupSessions.photo', { sessionId, photoId });
    sendJpeg(req, res, jpegBase64);
  }
}

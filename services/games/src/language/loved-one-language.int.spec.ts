import { createGameRequestSchema } from '@carewith/contracts';
import { expectEventually, testClock } from '@carewith/platform/testing';
import { GamesDeployment, startGames } from '../testing/games-deployment';

jest.setTimeout(120_000);

const ES_STOP = 'Responda STOP para no recibir más mensajes.';
const ES_DEFAULT_MESSAGE =
  'Preparamos una actividad de recuerdos especialmente para usted. Toque el enlace de abajo para disfrutarla cuando quiera. Con cariño, su familia';

// A loved one who reads Spanish gets their texts and their play page's words in Spanish:
// games asked over the real bus as the gateway asks, with care (her language) and messaging as
// stand-ins, and her texts taken off the real queue as messaging takes them.
describe('a loved one who reads Spanish (games on the real bus)', () => {
  let games: GamesDeployment;

  beforeAll(async () => {
    games = await startGames('games_language', { clock: testClock(Date.now()) });
  });
  afterAll(async () => {
    await games?.stop();
  });

  it('Send SMS without a message writes the default in Spanish; the play API names her language', async () => {
    const rosa = games.lovedOnes.add({ firstName: 'Rosa', language: 'es' });
    const cat = games.memberOf(rosa);
    // The request as the gateway parses it.
    const game = await games.as(cat)(
      'games.create',
      createGameRequestSchema.parse({
        title: 'Receta',
        templateId: 'recipe-sequencing',
        seniorId: rosa.id,
        configJSON: { title: 'Receta' },
      }),
    );
    // No message: the default one.
    const sent = await games.as(cat)('games.send', { gameId: game.id });
    await expectEventually(() =>
      expect(games.texts.filter((t) => t.to === rosa.phone).map((t) => t.body)).toEqual([
        `¡Hola! ${ES_DEFAULT_MESSAGE}\n${sent.playUrl}\n${ES_STOP}`,
      ]),
    );
    const token = new URL(sent.playUrl).pathname.split('/').pop()!;
    const payload = await games.as(null)('games.play.get', { token });
    expect(payload.senior).toEqual({ firstName: 'Rosa', language: 'es' });
    expect(payload.template.title).toBe('Pasos de la receta');
    expect(payload.gameInstance.configJSON.language).toBe('es');
    const [first] = payload.gameInstance.configJSON.steps ?? [];
    expect(first && 'recipeName' in first ? first.recipeName : undefined).toBe('Una taza de té');
  });
});

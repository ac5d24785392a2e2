import { CATALOGS, type MessageKey } from '@carewith/contracts';
import { insightFigures, ResultPoint } from '../figures/insight-figures';
import {
  localAssessment,
  localComparison,
  localCustom,
  localReflection,
  localTrend,
  questionTopics,
} from './local-writer';

const NOW = new Date('2026-11-21T18:00:00Z');
const result = (
  daysAgo: number,
  hourUtc: number,
  accuracy: number,
  templateId: ResultPoint['templateId'] = 'grandkid-match',
  minutes = 10,
): ResultPoint => {
  const completedAt = new Date(NOW.getTime() - daysAgo * 86_400_000);
  completedAt.setUTCHours(hourUtc, 0, 0, 0);
  return { templateId, title: 'x', accuracy, totalTimeMs: minutes * 60_000, completedAt };
};

// This week: two photo matches in the morning (90%, 80%), a recipe in the evening (40%);
// the week before: two place activities (50%), 15 minutes each.
const week = insightFigures(
  [
    result(1, 9, 0.9, 'grandkid-match', 8),
    result(2, 10, 0.8, 'grandkid-match', 12),
    result(3, 19, 0.4, 'recipe-sequencing', 10),
    result(9, 9, 0.5, 'places-flashcards', 15),
    result(10, 15, 0.5, 'places-flashcards', 15),
  ],
  '7d',
  NOW,
);

describe('the weekly trend compares with the previous period of the same length', () => {
  it('says up, down or the same for activities, accuracy and time played', () => {
    expect(week).toMatchObject({ minutesPlayed: 30, previousMinutesPlayed: 30, previousCompleted: 2 });
    expect(localComparison(week)).toBe(
      'Compared with the 7 days before, activities are up (3, against 2), accuracy is up 20 points (70%, against 50%) and time played is the same (30 min, against 30 min).',
    );
    expect(localTrend('Rose', week)).toContain(localComparison(week));
  });

  it('says down when the period had less', () => {
    const down = insightFigures(
      [result(1, 9, 0.6, 'grandkid-match', 5), result(8, 9, 0.8, 'grandkid-match', 20), result(9, 9, 0.8)],
      '7d',
      NOW,
    );
    expect(localComparison(down)).toBe(
      'Compared with the 7 days before, activities are down (1, against 2), accuracy is down 20 points (60%, against 80%) and time played is down (5 min, against 30 min).',
    );
  });

  it('says plainly when the previous period has nothing to compare with', () => {
    const first = insightFigures([result(1, 9, 0.6)], '30d', NOW);
    expect(localComparison(first)).toBe('There were no completed activities in the 30 days before to compare with.');
  });
});

describe('a custom question is answered from the figures', () => {
  it('recognises what a question is about', () => {
    expect(questionTopics('Does she do better in the mornings?')).toEqual(['timeOfDay', 'accuracy']);
    expect(questionTopics('How are the recipe games going?')).toEqual(['recipe-sequencing']);
    expect(questionTopics('Is she happy?')).toEqual([]);
  });

  it('answers a question about mornings with the time-of-day figures', () => {
    const text = localCustom('Rose', 'Is she sharper in the morning?', week);
    expect(text).toMatch(
      /^By time of day, Rose finished 2 in the morning \(85% accuracy\), 1 in the evening \(40% accuracy\)\. Accuracy was highest in the morning\./,
    );
    expect(text).not.toContain('Is she sharper in the morning?');
    expect(text).toContain('This is not a medical assessment.');
  });

  it("answers a question about a template with that template's figures", () => {
    expect(localCustom('Rose', 'How is she doing with the family photos?', week)).toMatch(
      /^Rose completed 2 Family Photo Match activities in the last 7 days, with an average accuracy of 85%\./,
    );
    expect(localCustom('Rose', 'Does she still like the shopping game?', week)).toMatch(
      /^Rose has not played Shopping Memory in the last 7 days, so there is nothing to tell about it yet\./,
    );
  });

  it('answers how long and how often from the time and streak figures', () => {
    const text = localCustom('Rose', 'How long does she play, and how often?', week);
    expect(text).toContain('Rose played for 30 min in all, 10 min per activity on average.');
    expect(text).toContain(
      'Rose completed 3 activities in the last 7 days, with a streak of 3 days in a row and a longest break of 1 day.',
    );
  });

  it('otherwise gives a plain summary that says what it can and cannot tell', () => {
    const text = localCustom('Rose', 'Is she sleeping well?', week);
    expect(text).toMatch(/^These insights can only tell what Rose's activities show/);
    expect(text).toContain('They cannot tell about mood, sleep, health or anything outside the activities.');
    expect(text).toContain('In the last 7 days, Rose completed 3 activities with an average accuracy of 70%.');
    expect(text).not.toMatch(/diagnos|dementia|prescri/i);
  });

  it('says there is nothing to answer from when nothing was completed', () => {
    expect(localCustom('Rose', 'Mornings?', insightFigures([], '7d', NOW))).toMatch(
      /^Rose has not completed any activities in the last 7 days, so there is nothing yet to answer this from\./,
    );
  });
});

describe('the assessment of one activity says how much help it needed', () => {
  const activity = { title: 'Photos', accuracy: 0.8, correct: 4, total: 5, minutes: 6 };
  it('given plain first-try words then it says them after the figures, as a sentence', () => {
    const text = localAssessment(
      'Rose',
      { ...activity, firstTries: '4 of 5 on the first try, a little help once' },
      week,
    );
    expect(text).toMatch(
      /^Rose completed "Photos" with 4 of 5 answers right \(80%\) in 6 min\. 4 of 5 on the first try, a little help once\.\n\n/,
    );
    expect(text).not.toMatch(/diagnos|dementia|wrong/i);
  });
  it('given no words then it says the figures alone', () => {
    expect(localAssessment('Rose', { ...activity, firstTries: null }, week)).toMatch(
      /^Rose completed "Photos" with 4 of 5 answers right \(80%\) in 6 min\.\n\n/,
    );
  });
});

// A Spanish member's report is written in Spanish, its figures the Spanish way ("70 %").
describe('in Spanish, the built-in writer writes every sentence from the catalogs', () => {
  const english = /\b(the|activities|accuracy|completed|days?|and|with|in|is|not)\b/;
  const spanishKeys = (Object.keys(CATALOGS.en) as MessageKey[]).filter((k) => k.startsWith('insights.'));

  it('given the catalogs then each of its sentences has a Spanish text of its own', () => {
    expect(spanishKeys.length).toBeGreaterThan(30);
    // A minute is "min" in both.
    const same = spanishKeys.filter((k) => CATALOGS.es[k] === CATALOGS.en[k]);
    expect(same).toEqual(['insights.minutes']);
  });

  it('given a week of results when the trend is written in Spanish then it compares and ends with the notice', () => {
    const text = localTrend('Rosa', { ...week, declineMarked: true }, 'es');
    expect(text.split('\n\n')).toEqual([
      'En los últimos 7 días, Rosa completó 3 actividades, con una precisión media del 70 % y 10 min por actividad.',
      'Frente a los 7 días anteriores, las actividades han aumentado (3, frente a 2), la precisión ha subido 20 puntos (70 %, frente a 50 %) y el tiempo de juego sigue igual (30 min, frente a 30 min).',
      'Puntos fuertes: Fotos de la familia.',
      'Lo que ahora le cuesta más a Rosa: Pasos de la receta. Unas versiones más cortas o más fáciles pueden resultarle mejor.',
      'La mayoría de las actividades se hicieron por la mañana.',
      'Racha más larga: 3 días seguidos.',
      'Pausa más larga entre actividades: 1 día.',
      'Conviene comentar la bajada de precisión con el médico de Rosa en la próxima visita.',
      CATALOGS.es['insights.notMedicalAdvice'],
    ]);
  });

  it('given no activities in the period when the trend is written in Spanish then it says so and how to start again', () => {
    const text = localTrend('Rosa', insightFigures([result(9, 9, 0.5)], '7d', NOW), 'es');
    expect(text).toMatch(
      /^Rosa no ha completado ninguna actividad en los últimos 7 días\.\n\nEn los 7 días anteriores, Rosa completó 1 actividad\.\n\n/,
    );
    expect(text).not.toMatch(english);
  });

  it('given a Spanish question when it is answered then each topic it names is answered in Spanish', () => {
    expect(questionTopics('¿Le van mejor las mañanas?')).toEqual(['timeOfDay', 'accuracy']);
    expect(questionTopics('¿Cuánto tiempo juega, y cada cuánto? ¿Y las fotos?')).toEqual([
      'grandkid-match',
      'time',
      'regularity',
    ]);
    const text = localCustom('Rosa', '¿Cuánto tiempo juega, y cada cuánto? ¿Y las fotos? ¿Y las compras?', week, 'es');
    expect(text.split('\n\n').slice(0, -1)).toEqual([
      'Rosa completó 2 actividades de "Fotos de la familia" en los últimos 7 días, con una precisión media del 85 %.',
      'Rosa no ha jugado a "La lista de compras" en los últimos 7 días, así que aún no hay nada que contar.',
      'Rosa jugó 30 min en total, 10 min por actividad de media.',
      'Rosa completó 3 actividades en los últimos 7 días, con una racha de 3 días seguidos y una pausa máxima de 1 día.',
    ]);
    expect(localCustom('Rosa', '¿Le van mejor las mañanas?', week, 'es')).toMatch(
      /^Según el momento del día, Rosa terminó 2 por la mañana \(85 % de precisión\), 1 a última hora de la tarde \(40 % de precisión\)\. La precisión fue más alta por la mañana\.\n\nLa precisión media de Rosa en los últimos 7 días es del 70 %\. Frente a/,
    );
  });

  it('given a question the figures cannot answer when it is answered in Spanish then it says what they can tell', () => {
    const text = localCustom('Rosa', '¿Duerme bien?', week, 'es');
    expect(text).toMatch(/^Estos análisis solo pueden decir lo que muestran las actividades de Rosa: /);
    expect(text).toContain('En los últimos 7 días, Rosa completó 3 actividades con una precisión media del 70 %.');
    expect(text).not.toMatch(english);
    expect(localCustom('Rosa', '¿Mañanas?', insightFigures([], '90d', NOW), 'es')).toBe(
      `Rosa no ha completado ninguna actividad en los últimos 3 meses, así que todavía no hay nada con qué responder a esto.\n\n${CATALOGS.es['insights.notMedicalAdvice']}`,
    );
  });

  it('given one activity when it is assessed in Spanish then it says the figures, the help and a next step', () => {
    const text = localAssessment(
      'Rosa',
      {
        title: 'Fotos',
        accuracy: 0.4,
        correct: 2,
        total: 5,
        minutes: 0.2,
        firstTries: 'ninguna de 5 al primer intento',
      },
      insightFigures([result(1, 9, 0.4), result(20, 9, 0.9)], '30d', NOW),
      'es',
    );
    expect(text.split('\n\n')).toEqual([
      'Rosa completó "Fotos" con 2 de 5 respuestas bien (40 %) en menos de 1 min. Ninguna de 5 al primer intento.',
      'En el último mes, la precisión media de Rosa es del 65 % en 2 actividades.',
      'Una actividad más corta o más conocida puede resultarle más fácil la próxima vez.',
      CATALOGS.es['insights.notMedicalAdvice'],
    ]);
  });
});

// A caregiver's check-in reflection, in the checking-in member's language.
describe("the check-in's reflection is written in the member's language", () => {
  it('given a low mood and their words when it is written in English then it reads as it always has', () => {
    expect(localReflection(2, 'Hard week.')).toBe(
      'Thank you for checking in. It sounds like a low day. Writing things down, as you did, is a good way to lighten the load. Caring for someone you love is demanding. Be as kind to yourself as you are to them: a short walk, a cup of tea or a call to a friend can help. If you feel overwhelmed, reach out to someone you trust or a caregiver helpline.',
    );
    expect(localReflection(3, null, 'en')).toBe(
      'Thank you for checking in. It sounds like an okay day. Some days are just steady, and that is enough. Try to keep one small thing for yourself today.',
    );
  });

  it('given a good mood and no words when it is written in Spanish then each sentence is Spanish', () => {
    expect(localReflection(4, null, 'es')).toBe(
      'Gracias por contarnos cómo se siente. Parece un buen día. Tómese un momento para fijarse en lo que le ayudó hoy, y así podrá volver a ello en los días más difíciles.',
    );
  });

  it('given a very hard day and their words when it is written in Spanish then it thanks them for writing and offers support', () => {
    const text = localReflection(1, 'Semana dura.', 'es');
    expect(text).toMatch(
      /^Gracias por contarnos cómo se siente\. Parece un día muy difícil\. Poner las cosas por escrito, como ha hecho, es una buena manera de aligerar la carga\. Cuidar de alguien a quien quiere es exigente\./,
    );
    expect(text).toContain('una línea de ayuda para cuidadores.');
    expect(text).not.toMatch(/\b(the|you|day|and|to)\b/);
  });
});

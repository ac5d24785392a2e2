import { randomUUID } from 'node:crypto';
import { letterWeekOf, LetterWeekFacts, rotaTurn, WeeklyLetter } from '@carewith/contracts';
import { chooseStarters, composeLetter, howItWent, letterSummary } from './letter-composer';
import { escapeHtml, letterEmail } from './letter-email';

const ann = { userId: randomUUID(), firstName: 'Ann' };
const ben = { userId: randomUUID(), firstName: 'Ben' };
const week = letterWeekOf('2026-11-15', 'America/New_York');
const played = (over: Partial<LetterWeekFacts['played'][number]> = {}): LetterWeekFacts['played'][number] => ({
  gameInstanceId: randomUUID(),
  title: 'Our old street',
  templateId: 'places-flashcards',
  completedAt: '2026-11-10T15:00:00.000Z',
  correctAnswers: 4,
  totalSteps: 5,
  totalTimeMs: 6 * 60_000,
  firstTryAnswers: 4,
  helpedAnswers: 1,
  ...over,
});
const facts = (over: Partial<LetterWeekFacts> = {}): LetterWeekFacts => ({
  played: [
    played(),
    played({
      title: 'Family Photo Match',
      templateId: 'grandkid-match',
      completedAt: '2026-11-13T14:00:00.000Z',
      firstTryAnswers: 3,
      helpedAnswers: 0,
      totalSteps: 3,
      correctAnswers: 3,
      totalTimeMs: 20_000,
    }),
  ],
  previousWeekCount: 1,
  knowsWell: ['Emma', 'The seaside'],
  slipping: ['Noah'],
  activitiesEver: 4,
  ...over,
});
const starter = (text: string, talked = false) => ({ id: randomUUID(), text, talked });
const letterOf = (f: LetterWeekFacts = facts(), coCaregivers = [ann, ben]) =>
  composeLetter({
    id: randomUUID(),
    seniorId: randomUUID(),
    audience: { firstName: 'Rose', timeZone: 'America/New_York', coCaregivers },
    week,
    facts: f,
    starters: [
      {
        activityTitle: 'Family Photo Match',
        starters: [starter('Emma loves to bake cookies with Grandma.'), starter('That photo of Noah made me smile.')],
      },
      {
        activityTitle: 'Our old street',
        starters: [starter('I was thinking about Elm Street today.', true), starter('I can just picture the park.')],
      },
    ],
    writtenAt: new Date('2026-11-15T22:00:00Z'),
  });
const links = {
  letterUrl: 'https://carewith.test/digest?week=2026-11-15',
  settingsUrl: 'https://carewith.test/account',
};

describe('the weekly letter, as written once for a loved one and week', () => {
  it('says what was played and how it went, in words', () => {
    expect(howItWent(played())).toBe('4 of 5 on the first try, a little help once, in 6 min');
    expect(howItWent(played({ firstTryAnswers: null, helpedAnswers: null, correctAnswers: 5 }))).toBe(
      'all 5 on the first try, in 6 min',
    );
    expect(letterSummary('Rose', facts())).toBe(
      'Rose finished 2 activities this week, against 1 the week before. 7 of 8 answers came on the first try.',
    );
    expect(letterSummary('Rose', facts({ previousWeekCount: 2 }))).toContain(', the same as the week before.');
    expect(letterSummary('Rose', facts({ previousWeekCount: 0 }))).toContain(', and none the week before.');
  });

  it('takes up to three starters not talked about yet, one from each activity in turn', () => {
    const letter = letterOf();
    expect(letter.starters.map((s) => s.text)).toEqual([
      'Emma loves to bake cookies with Grandma.',
      'I can just picture the park.',
      'That photo of Noah made me smile.',
    ]);
    expect(letter.starters[1]!.activityTitle).toBe('Our old street');
    expect(chooseStarters([{ activityTitle: 'x', starters: [starter('Talked about.', true)] }])).toEqual([]);
    // The same place played twice: its words once.
    const twice = chooseStarters([
      { activityTitle: 'b', starters: [starter('The pier.'), starter('The park.')] },
      { activityTitle: 'a', starters: [starter('The pier.'), starter('The shop.')] },
    ]);
    expect(twice.map((s) => [s.text, s.activityTitle])).toEqual([
      ['The pier.', 'b'],
      ['The shop.', 'a'],
      ['The park.', 'b'],
    ]);
  });

  it("names whose turn it is by the team's rota", () => {
    const letter = letterOf();
    expect(letter.rota).toEqual(rotaTurn([ann, ben], '2026-11-15'));
    expect(letterOf(facts(), []).rota).toBeNull();
  });

  it('a week with nothing played is a short letter: that, and whose turn it is', () => {
    const letter = letterOf(facts({ played: [], previousWeekCount: 2 }));
    expect(letter.summary).toBe(
      "Rose didn't play any activities this week. A short, familiar activity at a calm time of day is a gentle way to start again.",
    );
    expect(letter).toMatchObject({ played: [], knowsWell: [], slipping: [], starters: [] });
    expect(letter.rota).not.toBeNull();
    const mail = letterEmail(letter, ann, links);
    expect(mail.subject).toBe("Rose's week on Care With");
    expect(mail.text).not.toMatch(/WHAT ROSE PLAYED|SOMETHING TO TALK ABOUT/);
    expect(mail.text).toMatch(/WHOSE TURN IT IS\n\nIt's (your|Ben's) turn to send Rose an activity this week\./);
  });
});

describe('everyday goals in the letter', () => {
  const goal = {
    question: 'Who is your new helper?',
    answer: 'Ana',
    practised: 3,
    unaided: 2,
    ratingFrom: 3,
    ratingTo: 7,
  };

  it('given goals practised that week, then each says how often and how often without help, and the rating when it moved', () => {
    const letter = letterOf(
      facts({
        goals: [
          goal,
          {
            ...goal,
            question: 'Where do your glasses live?',
            answer: 'On the hall table',
            practised: 0,
            unaided: 0,
            ratingFrom: 5,
            ratingTo: 5,
          },
        ],
      }),
    );
    expect(letter.goals).toHaveLength(2);
    const { text } = letterEmail(letter, ann, links);
    expect(text).toContain('EVERYDAY GOALS');
    expect(text).toContain(
      'Practising “Who is your new helper?” (Ana): practised 3 times this week, 2 times without help.',
    );
    expect(text).toContain('The family’s rating for “Who is your new helper?” went from 3 to 7 out of 10.');
    expect(text).toContain('Practising “Where do your glasses live?” (On the hall table): not practised this week.');
    expect(text).not.toContain('went from 5 to 5');
  });

  it('given no goals, or a games service that sends none, then the letter has no goals part', () => {
    expect(letterEmail(letterOf(facts()), ann, links).text).not.toContain('EVERYDAY GOALS');
  });

  it('in Spanish', () => {
    const { text } = letterEmail(letterOf(facts({ goals: [goal] })), { ...ann, language: 'es' }, links);
    expect(text).toContain(
      'Practicando «Who is your new helper?» (Ana): se practicó 3 veces esta semana, 2 veces sin ayuda.',
    );
  });
});

describe("each member's copy as an e-mail, plain text and HTML", () => {
  const letter = letterOf();
  const turn = letter.rota!.userId === ann.userId ? ann : ben;
  const other = turn === ann ? ben : ann;

  it('the text part says every fact, in order', () => {
    const { subject, text } = letterEmail(letter, other, links);
    expect(subject).toBe("Rose's week: 2 activities played");
    expect(text).toBe(
      [
        `Hello ${other.firstName},`,
        "Here is Rose's week on Care With: the 7 days to Sunday, November 15.",
        'WHAT ROSE PLAYED',
        [
          '- "Our old street" (Familiar Places), Tuesday, November 10: 4 of 5 on the first try, a little help once, in 6 min.',
          '- "Family Photo Match", Friday, November 13: all 3 on the first try, in under 1 min.',
        ].join('\n'),
        'HOW IT WENT',
        'Rose finished 2 activities this week, against 1 the week before. 7 of 8 answers came on the first try.',
        'What Rose knows well: Emma and The seaside.',
        'What needs practice again: Noah.',
        'SOMETHING TO TALK ABOUT ON YOUR NEXT CALL',
        'Open with one of these, then say "Tell me more about that."',
        [
          '- "Emma loves to bake cookies with Grandma."',
          '- "I can just picture the park."',
          '- "That photo of Noah made me smile."',
        ].join('\n'),
        'WHOSE TURN IT IS',
        `It's ${turn.firstName}'s turn to send Rose an activity this week.`,
        'Read this letter in the app: https://carewith.test/digest?week=2026-11-15',
        `You get this letter because you are in Rose's care team on Care With. To stop it, turn off "The weekly family letter" on your account page: https://carewith.test/account`,
      ].join('\n\n'),
    );
  });

  it('the member whose turn it is reads "your turn"', () => {
    expect(letterEmail(letter, turn, links).text).toContain("It's your turn to send Rose an activity this week.");
  });

  it('the HTML part carries the same facts as the text part', () => {
    const { text, html } = letterEmail(letter, other, links);
    const htmlText = html
      .replace(/<[^>]+>/g, '\n')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    for (const line of text.split('\n').filter((l) => l.trim())) {
      const fact = line.replace(/^- /, '').replace(/^Read this letter in the app: .*/, 'Read this letter in the app');
      expect(htmlText.toLowerCase()).toContain(fact.toLowerCase());
    }
    expect(html).toContain('<a href="https://carewith.test/digest?week=2026-11-15"');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
  });

  it('escapes everything the family or a model wrote: no markup gets into the HTML', () => {
    const hostile = composeLetter({
      id: randomUUID(),
      seniorId: randomUUID(),
      audience: {
        firstName: 'Rose <b>',
        timeZone: 'UTC',
        coCaregivers: [{ userId: ann.userId, firstName: '<img src=x>' }],
      },
      week,
      facts: facts({
        played: [played({ title: '<script>alert(1)</script>' })],
        knowsWell: ['"Tom" & <Jerry>'],
        slipping: ["O'Brien"],
      }),
      starters: [{ activityTitle: 'x', starters: [starter('<a href="javascript:x">Click</a> the seaside.')] }],
      writtenAt: new Date(),
    });
    const { html, text } = letterEmail(hostile, ben, links);
    expect(html).not.toMatch(/<script|<img|<b>|<a href="javascript/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;Tom&quot; &amp; &lt;Jerry&gt;');
    expect(html).toContain('O&#39;Brien');
    expect(text).toContain('<script>alert(1)</script>');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

describe("each member's copy in their language", () => {
  const letter = letterOf();
  const turn = letter.rota!.userId === ann.userId ? ann : ben;
  const other = turn === ann ? ben : ann;
  const inSpanish = <T extends { firstName: string }>(m: T) => ({ ...m, language: 'es' });

  it('in English, chosen or not, says the words it always said (the text part above), a nameless turn too', () => {
    expect(letterEmail(letter, { ...other, language: 'en' }, links).text).toBe(letterEmail(letter, other, links).text);
    expect(letterEmail({ ...letter, rota: { userId: turn.userId, firstName: null } }, other, links).text).toContain(
      "It's a Co-Caregiver's turn to send Rose an activity this week.",
    );
  });

  it('the text part in Spanish: every word of the letter, the dates and the figures too', () => {
    const { subject, text, html } = letterEmail(letter, inSpanish(other), links);
    expect(subject).toBe('La semana de Rose: 2 actividades realizadas');
    expect(text).toBe(
      [
        `Hola, ${other.firstName}:`,
        'Esta es la semana de Rose en Care With: los 7 días hasta el domingo, 15 de noviembre.',
        'LO QUE HIZO ROSE',
        [
          '- "Our old street" (Lugares conocidos), martes, 10 de noviembre: 4 de 5 al primer intento, con un poco de ayuda una vez, en 6 min.',
          '- "Fotos de la familia", viernes, 13 de noviembre: las 3 al primer intento, en menos de 1 min.',
        ].join('\n'),
        'CÓMO LE FUE',
        'Rose terminó 2 actividades esta semana, frente a 1 la semana anterior. 7 de 8 respuestas salieron al primer intento.',
        'Lo que Rose conoce bien: Emma y The seaside.',
        'Lo que conviene practicar de nuevo: Noah.',
        'ALGO DE QUÉ HABLAR EN SU PRÓXIMA LLAMADA',
        'Empiece con una de estas frases y después diga "Cuénteme más".',
        [
          '- "Emma loves to bake cookies with Grandma."',
          '- "I can just picture the park."',
          '- "That photo of Noah made me smile."',
        ].join('\n'),
        'A QUIÉN LE TOCA',
        `Esta semana le toca a ${turn.firstName} enviarle una actividad a Rose.`,
        'Leer esta carta en la aplicación: https://carewith.test/digest?week=2026-11-15',
        'Recibe esta carta porque forma parte del equipo de cuidado de Rose en Care With. Para dejar de recibirla, desactive "La carta semanal de la familia" en la página de su cuenta: https://carewith.test/account',
      ].join('\n\n'),
    );
    expect(html).toMatch(/^<!doctype html>\n<html lang="es">/);
    expect(letterEmail(letter, inSpanish(turn), links).text).toContain(
      'Esta semana le toca a usted enviarle una actividad a Rose.',
    );
  });

  it('a quiet week, a week like the one before, and one activity, in Spanish', () => {
    const es = (f: LetterWeekFacts) => letterEmail(letterOf(f), inSpanish(other), links);
    const quiet = es(facts({ played: [], previousWeekCount: 2 }));
    expect(quiet.subject).toBe('La semana de Rose en Care With');
    expect(quiet.text).toContain(
      'Rose no hizo ninguna actividad esta semana. Una actividad corta y conocida, en un momento tranquilo del día, es una forma amable de volver a empezar.',
    );
    expect(es(facts({ previousWeekCount: 2 })).text).toContain('esta semana, las mismas que la semana anterior.');
    const one = es(
      facts({ played: [played({ firstTryAnswers: 5, helpedAnswers: 0, correctAnswers: 5 })], previousWeekCount: 0 }),
    );
    expect(one.subject).toBe('La semana de Rose: 1 actividad realizada');
    expect(one.text).toContain(
      'Rose terminó 1 actividad esta semana, y ninguna la semana anterior. Todas las respuestas salieron al primer intento.',
    );
  });

  it('a letter written before the figures were kept says its English words in any language', () => {
    const old: WeeklyLetter = {
      ...letter,
      played: letter.played.map(({ result: _result, ...p }) => p),
      previousWeekCount: undefined,
    };
    const { text } = letterEmail(old, inSpanish(other), links);
    expect(text).toContain('martes, 10 de noviembre: 4 of 5 on the first try, a little help once, in 6 min.');
    expect(text).toContain(`CÓMO LE FUE\n\n${letter.summary}`);
  });
});

describe("a care-home resident's week at the home in the letter", () => {
  const home = {
    groups: 3,
    themes: ['music', 'the 1950s'],
    moment: { chip: 'sang-along' as const, date: '2026-11-10', song: "We'll Meet Again" },
  };
  const nothingTexted = facts({ played: [], previousWeekCount: 0, knowsWell: [], slipping: [] });

  it('says the sessions and the moment, and no "didn\'t play" for a week at the home alone', () => {
    const { text } = letterEmail({ ...letterOf(nothingTexted), home }, ann, links);
    expect(text).toContain(
      "AT THE CARE HOME\n\nRose joined 3 group sessions this week: music and the 1950s. On Tuesday, November 10, Rose sang along to “We'll Meet Again”.",
    );
    expect(text).not.toContain('HOW IT WENT');
  });

  it("says it in the member's language, a story told included", () => {
    const story = {
      ...home,
      groups: 1,
      themes: [],
      moment: { chip: 'told-a-story' as const, date: '2026-11-10', song: null },
    };
    const { text } = letterEmail({ ...letterOf(nothingTexted), home: story }, { ...ann, language: 'es' }, links);
    expect(text).toContain('EN LA RESIDENCIA');
    expect(text).toContain(
      'Rose participó en 1 sesión de grupo esta semana. El martes, 10 de noviembre, Rose contó una historia.',
    );
  });

  it('says nothing of a home in a letter without one', () => {
    expect(letterEmail(letterOf(), ann, links).text).not.toContain('AT THE CARE HOME');
  });
});

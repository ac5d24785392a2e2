import { LETTER_WORDS, letterPlayedLine, rotaSentence, WeeklyLetter } from '@carewith/contracts';

// One member's copy of the weekly letter as an e-mail: the same blocks rendered twice, as plain text
// and as HTML, so both parts carry the same facts. Every text from the family or a model (names,
// titles, starters) is escaped in the HTML; nothing the family wrote is ever markup.

type Block =
  | { kind: 'p'; text: string }
  | { kind: 'h'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'link'; label: string; url: string }
  | { kind: 'small'; text: string };

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function letterSubject(letter: WeeklyLetter): string {
  const n = letter.played.length;
  return n
    ? `${letter.firstName}'s week: ${n} ${n === 1 ? 'activity' : 'activities'} played`
    : `${letter.firstName}'s week on Care With`;
}

function blocks(
  letter: WeeklyLetter,
  recipient: { userId: string; firstName: string | null },
  links: { letterUrl: string; settingsUrl: string },
): Block[] {
  const name = letter.firstName;
  const out: Block[] = [
    { kind: 'p', text: `Hello${recipient.firstName ? ` ${recipient.firstName}` : ''},` },
    { kind: 'p', text: LETTER_WORDS.intro(letter) },
  ];
  if (letter.played.length) {
    out.push({ kind: 'h', text: LETTER_WORDS.played(name) });
    out.push({ kind: 'ul', items: letter.played.map((p) => letterPlayedLine(p, letter.timeZone)) });
  }
  out.push({ kind: 'h', text: LETTER_WORDS.howItWent }, { kind: 'p', text: letter.summary });
  if (letter.knowsWell.length) out.push({ kind: 'p', text: LETTER_WORDS.knowsWell(name, letter.knowsWell) });
  if (letter.slipping.length) out.push({ kind: 'p', text: LETTER_WORDS.slipping(letter.slipping) });
  if (letter.starters.length) {
    out.push(
      { kind: 'h', text: LETTER_WORDS.talk },
      { kind: 'p', text: LETTER_WORDS.followUp },
      { kind: 'ul', items: letter.starters.map((s) => `"${s.text}"`) },
    );
  }
  const rota = rotaSentence(letter, recipient.userId);
  if (rota) out.push({ kind: 'h', text: LETTER_WORDS.turn }, { kind: 'p', text: rota });
  out.push(
    { kind: 'link', label: 'Read this letter in the app', url: links.letterUrl },
    {
      kind: 'small',
      text: `You get this letter because you are in ${name}'s care team on Care With. To stop it, turn off "The weekly family letter" on your account page: ${links.settingsUrl}`,
    },
  );
  return out;
}

function asText(bs: Block[]): string {
  return bs
    .map((b) => {
      switch (b.kind) {
        case 'p':
        case 'small':
          return b.text;
        case 'h':
          return b.text.toUpperCase();
        case 'ul':
          return b.items.map((i) => `- ${i}`).join('\n');
        case 'link':
          return `${b.label}: ${b.url}`;
        default: {
          const unknown: never = b;
          return unknown;
        }
      }
    })
    .join('\n\n');
}

// Large, dark text on white, no images: readable in any mail program, with or without styles.
function asHtml(bs: Block[], title: string): string {
  const body = bs
    .map((b) => {
      switch (b.kind) {
        case 'p':
          return `<p style="margin:0 0 16px">${escapeHtml(b.text)}</p>`;
        case 'small':
          return `<p style="margin:24px 0 0;font-size:15px;color:#3f3f46">${escapeHtml(b.text)}</p>`;
        case 'h':
          return `<h2 style="margin:28px 0 8px;font-size:21px;color:#18181b">${escapeHtml(b.text)}</h2>`;
        case 'ul':
          return `<ul style="margin:0 0 16px;padding-left:24px">${b.items.map((i) => `<li style="margin:0 0 8px">${escapeHtml(i)}</li>`).join('')}</ul>`;
        case 'link':
          return `<p style="margin:24px 0 0"><a href="${escapeHtml(b.url)}" style="color:#1d4ed8;font-weight:bold">${escapeHtml(b.label)}</a></p>`;
        default: {
          const unknown: never = b;
          return unknown;
        }
      }
    })
    .join('\n');
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#ffffff;color:#18181b;font-family:Arial,Helvetica,sans-serif;font-size:18px;line-height:1.5">',
    '<div style="max-width:640px;margin:0 auto">',
    body,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

export function letterEmail(
  letter: WeeklyLetter,
  recipient: { userId: string; firstName: string | null },
  links: { letterUrl: string; settingsUrl: string },
): { subject: string; text: string; html: string } {
  const subject = letterSubject(letter);
  const bs = blocks(letter, recipient, links);
  return { subject, text: asText(bs), html: asHtml(bs, subject) };
}

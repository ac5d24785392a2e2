import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { COPIED_FEEDBACK_MS } from '@carewith/contracts';
import { Button } from '../../components/Button';
import { Field, inputClass, TextField } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { DemoCard } from './DemoCard';
import { useDemo } from './DemoContext';
import { DEMO_GAME_LINK, DIFFICULTY_LABELS, TIMER_LABELS } from './demoData';

export function DemoAssignPage() {
  const navigate = useNavigate();
  const { settings } = useDemo();
  const [copied, setCopied] = useState(false);
  const [note, setNote] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [recipient, setRecipient] = useState('Grandma Rose');
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState(
    'Hi Grandma! We made a photo game just for you. Tap the link whenever you like. Love, your family',
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = () => {
    // A refused clipboard (permissions) changes nothing: the link stays visible to copy by hand.
    navigator.clipboard?.writeText(DEMO_GAME_LINK).catch(() => undefined);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };

  const demoNote = (what: string) =>
    setNote(`This is a demo, so no ${what} was sent. Sign in to send real activities to your loved one.`);

  const names = settings.grandchildren.map((k) => k.name).join(', ');

  return (
    <>
      <h1 className="text-3xl font-bold sm:text-4xl">Share the game link</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Your loved one opens the link on their phone or tablet. No account, app or password needed.
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_1.3fr]">
        <DemoCard headingId="summary-heading" title="Summary">
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">Activity</dt>
            <dd>Grandkid Matching</dd>
            <dt className="font-semibold">Grandchildren</dt>
            <dd>
              {settings.grandchildren.length} ({names})
            </dd>
            <dt className="font-semibold">Difficulty</dt>
            <dd>{DIFFICULTY_LABELS[settings.difficulty]}</dd>
            <dt className="font-semibold">Timer</dt>
            <dd>{TIMER_LABELS[settings.timer]}</dd>
          </dl>
          <div className="mt-6">
            <Field label="Game link" hint="This link never expires.">
              {(p) => (
                <div className="flex flex-col gap-2 sm:flex-row">
                  <input {...p} readOnly className={inputClass} value={DEMO_GAME_LINK} />
                  <Button variant="secondary" onClick={copy} className="shrink-0">
                    {copied ? 'Copied!' : 'Copy'}
                  </Button>
                </div>
              )}
            </Field>
          </div>
          <section aria-labelledby="tips-heading" className="mt-6 rounded-xl bg-brand-50 p-4">
            <h3 id="tips-heading" className="flex items-center gap-2 font-bold">
              <Icon name="clock" /> Timing tips
            </h3>
            <ul className="mt-2 ml-5 list-disc space-y-1">
              <li>Send it when your loved one is usually most alert: 10-11am or 2-3pm works well for many people.</li>
              <li>Avoid late afternoons and evenings, when tiredness and confusion often increase.</li>
              <li>A phone call beforehand ("I sent you a game!") helps them know what to expect.</li>
            </ul>
          </section>
        </DemoCard>

        <DemoCard headingId="send-heading" title="Send it to your loved one">
          <div className="mt-4 flex flex-col gap-4">
            <TextField label="Recipient name" value={recipient} onChange={setRecipient} />
            <Field label="Phone number" hint="Sample only: the demo sends nothing.">
              {(p) => (
                <input
                  {...p}
                  type="tel"
                  autoComplete="off"
                  className={inputClass}
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                />
              )}
            </Field>
            <TextField label="Message" rows={4} value={message} onChange={setMessage} />
            <div className="flex flex-wrap gap-3">
              <Button onClick={() => demoNote('text message')}>
                <Icon name="send" />
                Send Text Message
              </Button>
              <Button variant="secondary" onClick={() => demoNote('e-mail')}>
                <Icon name="mail" />
                Open Email Client
              </Button>
            </div>
            <p role="status" className={note ? 'rounded-lg bg-amber-50 p-3 text-amber-950' : ''}>
              {note}
            </p>
          </div>
        </DemoCard>
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        {/* Spec: Back and Preview Game both go to /game/play. */}
        <Button variant="ghost" onClick={() => navigate('/game/play')}>
          Back
        </Button>
        <Button onClick={() => navigate('/game/play')}>Preview Game</Button>
      </div>
    </>
  );
}

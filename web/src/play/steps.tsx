import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { choicesOf, type CueState } from './cues';
import { PhotoPlaceholder, Tick } from './icons';
import { t } from './i18n';
import type { PlayPlaceStep, PlayQuestionStep, PlayShoppingStep } from './types';

// cue: gentle mode's state for this step (null: the step plays as before); cueWords: its words.
export type Common = {
  headingRef: Ref<HTMLHeadingElement>;
  onAnswer: (answer: unknown) => void;
  cue: CueState | null;
  cueWords: string;
  onNext: () => void;
};

// Gentle mode's calm panel: a polite live region that is always there, so each cue is announced.
export function CuePanel({ text }: { text: string }) {
  return (
    <div className="cue" role="status" aria-live="polite">
      {text && <p>{text}</p>}
    </div>
  );
}

export function Photo({ src, alt, className = 'photo' }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <PhotoPlaceholder />;
  return <img className={className} src={src} alt={alt} onError={() => setFailed(true)} />;
}

// Family photo match: photo, question, one button per name; then a gentle "Thank you!" and Next.
export function QuestionView({
  step,
  photo,
  chosen,
  onNext,
  headingRef,
  onAnswer,
  cue,
  cueWords,
}: Common & { step: PlayQuestionStep; photo: string | null; chosen: string | null }) {
  const nextRef = useRef<HTMLButtonElement>(null);
  const choicesRef = useRef<HTMLDivElement>(null);
  const feedbackId = useId();
  useEffect(() => {
    if (chosen !== null) nextRef.current?.focus();
  }, [chosen]);
  // Gentle: the names still offered; the others fade away. A tapped name that fades hands the
  // focus to the first name left.
  const offered = cue ? choicesOf(step, cue) : step.options;
  const tries = cue?.attempts.length ?? 0;
  useEffect(() => {
    if (tries) choicesRef.current?.querySelector<HTMLButtonElement>('button:not([inert])')?.focus();
  }, [tries]);
  return (
    <>
      <Photo key={photo} src={photo} alt={t('play.familyPhoto')} className="photo question-photo" />
      <h2 ref={headingRef} tabIndex={-1}>
        {step.question}
      </h2>
      {cue && chosen === null && <CuePanel text={cueWords} />}
      {chosen === null ? (
        <div ref={choicesRef} className="stack">
          {step.options.map((option, i) => {
            const gone = !offered.includes(option);
            const mark = cue?.level === 3 && option === step.cues?.answer;
            return (
              <button
                key={i}
                type="button"
                className={gone ? 'btn gone' : mark ? 'btn cue-mark' : 'btn'}
                inert={gone}
                onClick={() => onAnswer(option)}
              >
                {option}
              </button>
            );
          })}
        </div>
      ) : (
        <div className="stack">
          <div id={feedbackId} className="feedback">
            <p className="feedback-title">{t('play.thankYou')}</p>
            <p>{t('play.youChose', { name: chosen })}</p>
          </div>
          <button ref={nextRef} type="button" className="btn primary" aria-describedby={feedbackId} onClick={onNext}>
            {t('play.next')}
          </button>
        </div>
      )}
    </>
  );
}

// Familiar places: photo, name, description, "Do you remember this place?".
export function PlaceView({
  step,
  photo,
  headingRef,
  onAnswer,
  cue,
  cueWords,
  onNext,
}: Common & { step: PlayPlaceStep; photo: string | null }) {
  const nextRef = useRef<HTMLButtonElement>(null);
  const done = Boolean(cue?.done);
  useEffect(() => {
    if (done) nextRef.current?.focus();
  }, [done]);
  return (
    <>
      <Photo key={photo} src={photo} alt={t('play.photoOf', { name: step.name })} />
      <h2 ref={headingRef} tabIndex={-1}>
        {step.name}
      </h2>
      {step.description && <p>{step.description}</p>}
      {/* Gentle: after "I'm not sure" the panel asks once more, with the family's note. */}
      {!cue?.level && <p className="prompt">{t('play.placePrompt')}</p>}
      {cue && <CuePanel text={cueWords} />}
      {done ? (
        <button ref={nextRef} type="button" className="btn primary" onClick={onNext}>
          {t('play.next')}
        </button>
      ) : (
        <div className="stack">
          <button type="button" className="btn" onClick={() => onAnswer('know')}>
            {t('play.remember')}
          </button>
          <button type="button" className="btn" onClick={() => onAnswer('unsure')}>
            {t('play.notSure')}
          </button>
        </div>
      )}
    </>
  );
}

// Shopping: the list to remember, then the shop's items to toggle; the answer is the chosen names.
export function ShoppingView({ step, headingRef, onAnswer, cue, cueWords }: Common & { step: PlayShoppingStep }) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  // Gentle: after a check, the items the cue keeps picked (wrong picks put back, or the whole list).
  const cuePicks = cue?.picked;
  useEffect(() => {
    if (cuePicks) setPicked(new Set(cuePicks.map((item) => step.availableItems.indexOf(item))));
  }, [cuePicks, step]);
  const missing = cue && cue.level >= 2 ? (step.cues?.missing ?? []) : [];
  const listId = useId();
  const shopId = useId();
  const toggle = (i: number) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        {step.title}
      </h2>
      {step.instructions && <p>{step.instructions}</p>}
      <section className="card" aria-labelledby={listId}>
        <h3 id={listId}>{t('play.shoppingList')}</h3>
        <ul className="shopping-list">
          {step.targetItems.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      </section>
      <h3 id={shopId}>{t('play.inTheShop')}</h3>
      <div className="grid" role="group" aria-labelledby={shopId}>
        {step.availableItems.map((item, i) => (
          <button
            key={i}
            type="button"
            className={!picked.has(i) && missing.includes(item) ? 'btn toggle cue-mark' : 'btn toggle'}
            aria-pressed={picked.has(i)}
            onClick={() => toggle(i)}
          >
            {picked.has(i) && <Tick />}
            {item}
          </button>
        ))}
      </div>
      {cue && <CuePanel text={cueWords} />}
      <button
        type="button"
        className="btn primary"
        disabled={picked.size === 0}
        onClick={() => onAnswer(step.availableItems.filter((_, i) => picked.has(i)))}
      >
        {t('play.checkShopping')}
      </button>
    </>
  );
}

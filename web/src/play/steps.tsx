import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { PhotoPlaceholder, Tick } from './icons';
import { PLACE_PROMPT } from './speech';
import type { PlaceStep, PlayQuestionStep, ShoppingStep } from './types';

type Common = { headingRef: Ref<HTMLHeadingElement>; onAnswer: (answer: unknown) => void };

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
}: Common & { step: PlayQuestionStep; photo: string | null; chosen: string | null; onNext: () => void }) {
  const nextRef = useRef<HTMLButtonElement>(null);
  const feedbackId = useId();
  useEffect(() => {
    if (chosen !== null) nextRef.current?.focus();
  }, [chosen]);
  return (
    <>
      <Photo key={photo} src={photo} alt="A family photo" className="photo question-photo" />
      <h2 ref={headingRef} tabIndex={-1}>
        {step.question}
      </h2>
      {chosen === null ? (
        <div className="stack">
          {step.options.map((option, i) => (
            <button key={i} type="button" className="btn" onClick={() => onAnswer(option)}>
              {option}
            </button>
          ))}
        </div>
      ) : (
        <div className="stack">
          <div id={feedbackId} className="feedback">
            <p className="feedback-title">Thank you!</p>
            <p>You chose {chosen}.</p>
          </div>
          <button ref={nextRef} type="button" className="btn primary" aria-describedby={feedbackId} onClick={onNext}>
            Next
          </button>
        </div>
      )}
    </>
  );
}

// Familiar places: photo, name, description, "Do you remember this place?".
export function PlaceView({ step, photo, headingRef, onAnswer }: Common & { step: PlaceStep; photo: string | null }) {
  return (
    <>
      <Photo key={photo} src={photo} alt={`A photo of ${step.name}`} />
      <h2 ref={headingRef} tabIndex={-1}>
        {step.name}
      </h2>
      {step.description && <p>{step.description}</p>}
      <p className="prompt">{PLACE_PROMPT}</p>
      <div className="stack">
        <button type="button" className="btn" onClick={() => onAnswer('know')}>
          Yes, I remember!
        </button>
        <button type="button" className="btn" onClick={() => onAnswer('unsure')}>
          I'm not sure
        </button>
      </div>
    </>
  );
}

// Shopping: the list to remember, then the shop's items to toggle; the answer is the chosen names.
export function ShoppingView({ step, headingRef, onAnswer }: Common & { step: ShoppingStep }) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
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
        <h3 id={listId}>Your shopping list</h3>
        <ul className="shopping-list">
          {step.targetItems.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      </section>
      <h3 id={shopId}>In the shop</h3>
      <div className="grid" role="group" aria-labelledby={shopId}>
        {step.availableItems.map((item, i) => (
          <button key={i} type="button" className="btn toggle" aria-pressed={picked.has(i)} onClick={() => toggle(i)}>
            {picked.has(i) && <Tick />}
            {item}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="btn primary"
        disabled={picked.size === 0}
        onClick={() => onAnswer(step.availableItems.filter((_, i) => picked.has(i)))}
      >
        Check My Shopping List
      </button>
    </>
  );
}

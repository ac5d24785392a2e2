import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Arrow, Grip } from './icons';
import { t } from './i18n';
import { CuePanel, type Common } from './steps';
import type { PlayRecipeStep } from './types';

type Focus = { item: number; part: 'item' | 'up' | 'down' } | null;
type Drag = { item: number; pointerId: number; grab: number; y: number; frame: number };

const EDGE_PX = 72;

// Recipe sequencing: the steps as the server shuffled them; reorder them by dragging (mouse or
// touch), by the Move up / Move down buttons, or with the arrow keys; the answer is the shown
// steps' positions in the order chosen (the server knows the right order, the page does not).
export function RecipeView({ step, headingRef, onAnswer, cue, cueWords }: Common & { step: PlayRecipeStep }) {
  const [order, setOrder] = useState(() => step.recipeSteps.map((_, i) => i));
  // Gentle: after a check the cue puts a step in its place, or shows the whole order. A layout effect,
  // so the cue's words and the order it describes reach the screen in the same paint.
  const cueOrder = cue?.order;
  useLayoutEffect(() => {
    if (!cueOrder) return;
    orderRef.current = cueOrder;
    setOrder(cueOrder);
  }, [cueOrder]);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const orderRef = useRef(order);
  orderRef.current = order;
  const listRef = useRef<HTMLOListElement>(null);
  const items = useRef(new Map<number, HTMLLIElement>());
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfter = useRef<Focus>(null);
  const drag = useRef<Drag | null>(null);

  const text = (item: number) => step.recipeSteps[item];
  const announce = (item: number, o = orderRef.current) =>
    setAnnouncement(t('play.recipeMoved', { step: text(item) ?? '', n: o.indexOf(item) + 1, total: o.length }));

  const move = (item: number, delta: number, focus: Focus = null) => {
    const o = orderRef.current;
    const from = o.indexOf(item);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= o.length) return false;
    const next = o.slice();
    next.splice(from, 1);
    next.splice(to, 0, item);
    orderRef.current = next;
    focusAfter.current = focus;
    setOrder(next);
    return true;
  };

  // Keep the keyboard focus where it was when the list reorders (moving a node drops focus);
  // a button that has just become disabled hands focus to its partner.
  useLayoutEffect(() => {
    const f = focusAfter.current;
    focusAfter.current = null;
    if (f) {
      const pos = order.indexOf(f.item);
      let part = f.part;
      if (part === 'up' && pos === 0) part = 'down';
      if (part === 'down' && pos === order.length - 1) part = 'up';
      const el = part === 'item' ? items.current.get(f.item) : buttons.current.get(`${f.item}:${part}`);
      if (el && document.activeElement !== el) el.focus();
    }
    if (drag.current) follow();
  });

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>, item: number) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    const target = e.target as HTMLElement;
    const part = target.dataset.part === 'up' || target.dataset.part === 'down' ? target.dataset.part : 'item';
    if (move(item, e.key === 'ArrowUp' ? -1 : 1, { item, part })) {
      const o = orderRef.current;
      announce(item, o);
    }
  };

  // Drag: the card follows the pointer; crossing a neighbour's middle swaps the two.
  const follow = () => {
    const d = drag.current;
    const list = listRef.current;
    const li = d && items.current.get(d.item);
    if (!d || !list || !li) return;
    const desiredTop = d.y - d.grab - list.getBoundingClientRect().top;
    const o = orderRef.current;
    const pos = o.indexOf(d.item);
    const center = desiredTop + li.offsetHeight / 2;
    const prev = pos > 0 ? items.current.get(o[pos - 1]) : undefined;
    const next = pos < o.length - 1 ? items.current.get(o[pos + 1]) : undefined;
    li.style.transform = `translateY(${desiredTop - li.offsetTop}px)`;
    if (prev && center < prev.offsetTop + prev.offsetHeight / 2) move(d.item, -1);
    else if (next && center > next.offsetTop + next.offsetHeight / 2) move(d.item, 1);
  };

  const autoScroll = () => {
    const d = drag.current;
    if (!d) return;
    const step = d.y < EDGE_PX ? -10 : d.y > window.innerHeight - EDGE_PX ? 10 : 0;
    if (step) {
      window.scrollBy(0, step);
      follow();
    }
    d.frame = requestAnimationFrame(autoScroll);
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>, item: number) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const li = items.current.get(item);
    if (!li || drag.current) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = {
      item,
      pointerId: e.pointerId,
      grab: e.clientY - li.getBoundingClientRect().top,
      y: e.clientY,
      frame: 0,
    };
    drag.current.frame = requestAnimationFrame(autoScroll);
    setDragging(item);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    d.y = e.clientY;
    follow();
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    cancelAnimationFrame(d.frame);
    drag.current = null;
    const li = items.current.get(d.item);
    if (li) li.style.transform = '';
    setDragging(null);
    announce(d.item);
  };

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        {step.recipeName}
      </h2>
      <p>{step.description || t('play.recipeInstruction')}</p>
      <ol ref={listRef} className="recipe-list" aria-label={t('play.recipeSteps', { recipe: step.recipeName })}>
        {order.map((item, pos) => (
          <li
            key={item}
            ref={(el) => {
              if (el) items.current.set(item, el);
              else items.current.delete(item);
            }}
            className={
              'recipe-item' +
              (dragging === item ? ' dragging' : '') +
              (cue?.level === 2 && cue.placed === item ? ' cue-mark' : '')
            }
            tabIndex={0}
            data-part="item"
            aria-describedby="recipe-keys"
            onKeyDown={(e) => onKeyDown(e, item)}
          >
            <div
              className="recipe-grab"
              onPointerDown={(e) => onPointerDown(e, item)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerEnd}
              onPointerCancel={onPointerEnd}
            >
              <span className="recipe-pos" aria-hidden="true">
                {pos + 1}
              </span>
              <span className="recipe-text">{text(item)}</span>
              <Grip />
            </div>
            <div className="recipe-moves">
              {(['up', 'down'] as const).map((dir) => (
                <button
                  key={dir}
                  ref={(el) => {
                    if (el) buttons.current.set(`${item}:${dir}`, el);
                    else buttons.current.delete(`${item}:${dir}`);
                  }}
                  type="button"
                  className="btn small"
                  data-part={dir}
                  aria-label={t(dir === 'up' ? 'play.moveUpNamed' : 'play.moveDownNamed', { step: text(item) ?? '' })}
                  disabled={dir === 'up' ? pos === 0 : pos === order.length - 1}
                  onClick={() => {
                    if (move(item, dir === 'up' ? -1 : 1, { item, part: dir })) announce(item);
                  }}
                >
                  <Arrow down={dir === 'down'} />
                  {t(dir === 'up' ? 'play.moveUp' : 'play.moveDown')}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ol>
      <p id="recipe-keys" className="sr-only">
        {t('play.recipeKeys')}
      </p>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
      {cue && <CuePanel text={cueWords} />}
      <button type="button" className="btn primary" onClick={() => onAnswer(order.slice())}>
        {t('play.checkRecipe')}
      </button>
    </>
  );
}

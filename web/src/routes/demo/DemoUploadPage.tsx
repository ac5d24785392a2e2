import { ChangeEvent, FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEMO_GRANDCHILDREN } from '@carewith/contracts';
import { Button } from '../../components/Button';
import { inputClass, SelectField, TextField } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { useDemo } from './DemoContext';
import { DIFFICULTY_LABELS, TIMER_LABELS, samplePhoto, type Difficulty, type Timer } from './demoData';

// A select's options from a record of labels, in the record's order.
const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export function DemoUploadPage() {
  const navigate = useNavigate();
  const { settings, setSettings } = useDemo();
  const [kids, setKids] = useState(settings.grandchildren);
  const [difficulty, setDifficulty] = useState<Difficulty>(settings.difficulty);
  const [timer, setTimer] = useState<Timer>(settings.timer);
  const [error, setError] = useState('');

  const nextKey = () => Math.max(-1, ...kids.map((k) => k.key)) + 1;
  const add = () => setKids((list) => [...list, { key: nextKey(), name: '', photo: samplePhoto(list.length) }]);
  const remove = (key: number) => setKids((list) => list.filter((k) => k.key !== key));
  const rename = (key: number, name: string) =>
    setKids((list) => list.map((k) => (k.key === key ? { ...k, name } : k)));
  // A chosen photo is shown from this browser only: nothing is uploaded in the demo.
  const choosePhoto = (key: number, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const url = URL.createObjectURL(file);
    setKids((list) => list.map((k) => (k.key === key ? { ...k, photo: url } : k)));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (kids.some((k) => !k.name.trim())) {
      setError('Please give every grandchild a name.');
      return;
    }
    setSettings({ grandchildren: kids, difficulty, timer });
    navigate('/game/assign');
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <h1 className="text-3xl font-bold sm:text-4xl">Add the grandchildren</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Add a photo and a name for each grandchild, between {DEMO_GRANDCHILDREN.min} and {DEMO_GRANDCHILDREN.max}. The
        sample photos are drawings; any photo you pick stays in your browser.
      </p>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Grandchildren">
        {kids.map((kid, index) => (
          <li
            key={kid.key}
            className="flex flex-col gap-3 rounded-2xl border border-warm-100 bg-white p-3 shadow-sm sm:p-4"
          >
            <img
              src={kid.photo}
              alt={kid.name ? `Photo of ${kid.name}` : `Photo of grandchild ${index + 1}`}
              width={160}
              height={160}
              className="aspect-square w-full rounded-xl object-cover"
            />
            <label
              className={`${inputClass} flex cursor-pointer items-center justify-center gap-2 font-semibold text-brand-800 focus-within:outline-3 focus-within:outline-brand-700`}
            >
              <Icon name="plus" />
              Choose photo<span className="sr-only"> for grandchild {index + 1}</span>
              <input type="file" accept="image/*" className="sr-only" onChange={(e) => choosePhoto(kid.key, e)} />
            </label>
            <TextField
              label={`Name of grandchild ${index + 1}`}
              value={kid.name}
              onChange={(name) => rename(kid.key, name)}
            />
            {kids.length > DEMO_GRANDCHILDREN.min && (
              <Button variant="ghost" onClick={() => remove(kid.key)}>
                Remove
                <span className="sr-only">
                  {' '}
                  grandchild {index + 1}
                  {kid.name ? ` (${kid.name})` : ''}
                </span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-muted" aria-live="polite">
        {kids.length} of {DEMO_GRANDCHILDREN.max} grandchildren
      </p>
      {kids.length < DEMO_GRANDCHILDREN.max && (
        <Button variant="secondary" className="mt-3" onClick={add}>
          <Icon name="plus" />
          Add Grandchild
        </Button>
      )}
      <div className="mt-8 grid max-w-2xl gap-5 sm:grid-cols-2">
        <SelectField
          label="Difficulty"
          value={difficulty}
          onChange={(d) => setDifficulty(d as Difficulty)}
          options={optionsOf(DIFFICULTY_LABELS)}
        />
        <SelectField
          label="Timer"
          value={timer}
          onChange={(t) => setTimer(t as Timer)}
          options={optionsOf(TIMER_LABELS)}
        />
      </div>
      {error && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {error}
        </p>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        <Button variant="ghost" onClick={() => navigate('/game/templates')}>
          Back
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}

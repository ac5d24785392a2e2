import { useNavigate } from 'react-router-dom';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { DEMO_TEMPLATES } from './demoData';

export function DemoTemplatesPage() {
  const navigate = useNavigate();
  return (
    <>
      <h1 className="text-3xl font-bold sm:text-4xl">Choose an activity template</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        Each template turns your family's own photos and memories into a calm activity. In this demo you can try the
        recommended one.
      </p>
      <ul className="mt-8 grid gap-5 md:grid-cols-2">
        {DEMO_TEMPLATES.map((t) => (
          <li
            key={t.title}
            className={`flex flex-col gap-3 rounded-2xl border-2 bg-white p-5 sm:p-6 ${
              t.recommended ? 'border-brand-700 shadow-md' : 'border-warm-100'
            }`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="mr-auto text-xl font-bold">{t.title}</h2>
              {t.recommended && <Badge tone="brand">Recommended</Badge>}
            </div>
            <p className="flex flex-wrap gap-2">
              <Badge tone={t.difficulty === 'Easy' ? 'success' : 'info'}>{t.difficulty}</Badge>
              <Badge>{t.time}</Badge>
            </p>
            <p className="text-muted">{t.text}</p>
            {t.recommended ? (
              <Button className="mt-auto" onClick={() => navigate('/game/upload')}>
                Choose {t.title}
              </Button>
            ) : (
              <Button variant="secondary" className="mt-auto" disabled aria-label={`Coming soon: ${t.title}`}>
                Coming soon
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

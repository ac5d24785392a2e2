import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClass } from '../../components/Button';
import { StatCard } from '../../components/StatCard';

export function DemoResultsPage() {
  const navigate = useNavigate();
  const [note, setNote] = useState('');
  return (
    <>
      <h1 className="text-3xl font-bold sm:text-4xl">Results</h1>
      <p className="mt-2 max-w-2xl text-lg text-muted">
        After each activity the family sees how it went. These are sample results for Grandma Rose.
      </p>
      <dl className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Accuracy" value="75%" icon="trend" />
        <StatCard label="Correct" value="3" icon="check-circle" />
        <StatCard label="Total" value="4" icon="star" />
        <StatCard label="Time" value="8 min 23 s" icon="clock" />
      </dl>
      <p className="mt-6 max-w-2xl rounded-2xl bg-brand-50 p-4">
        Rose recognised Emma, Liam and Sophia straight away and took a little longer with Noah, whose photo is the most
        recent. Playing again next week with an older photo of Noah may help.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button onClick={() => navigate('/game/play')}>Play Again</Button>
        <Button variant="secondary" onClick={() => navigate('/game/templates')}>
          Try Different Game
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            setNote('This is a demo, so nothing was shared. Signed in, you can share results with your care team.')
          }
        >
          Share Results
        </Button>
        <Link to="/game/dashboard" className={buttonClass('ghost', 'underline underline-offset-4')}>
          View Caregiver Dashboard
        </Link>
      </div>
      <p role="status" className={`mt-4 ${note ? 'rounded-lg bg-amber-50 p-3 text-amber-950' : ''}`}>
        {note}
      </p>
    </>
  );
}

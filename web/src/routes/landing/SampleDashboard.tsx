import { Badge } from '../../components/Badge';
import { StatCard } from '../../components/StatCard';

const RECENT = [
  { title: 'Grandkid Matching', when: 'Yesterday', score: '4 of 4 matched' },
  { title: 'Familiar Places', when: 'Monday', score: '5 of 6 remembered' },
  { title: 'How To Make Tea', when: 'Last Friday', score: 'All steps in order' },
];

// A static picture of the family dashboard with made-up figures: no real person's data.
export function SampleDashboard() {
  return (
    <section aria-labelledby="sample-heading" className="py-16">
      <div className="mx-auto max-w-6xl px-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="sample-heading" className="text-3xl font-bold">
            Your family dashboard
          </h2>
          <Badge tone="warning">Sample data</Badge>
        </div>
        <p className="mt-2 max-w-2xl text-lg text-muted">
          An example of what your family sees. These figures belong to an imaginary loved one, Grandma Rose.
        </p>
        <div className="mt-8 rounded-3xl border border-warm-100 bg-white p-4 shadow-sm sm:p-6">
          <p className="font-semibold">Grandma Rose · this week (sample)</p>
          <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label="Activities" value="5" detail="+2 this week" icon="star" />
            <StatCard label="Engagement" value="85%" detail="Enjoys photo games" icon="trend" />
            <StatCard label="Average time" value="12m" detail="Per activity" icon="clock" />
            <StatCard label="Mood" value="4/5" detail="From check-ins" icon="heart" />
          </dl>
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <div>
              <h3 className="text-lg font-semibold">Recent activities</h3>
              <ul className="mt-3 divide-y divide-warm-100 rounded-2xl border border-warm-100">
                {RECENT.map((r) => (
                  <li key={r.title} className="flex flex-wrap items-center justify-between gap-2 p-3">
                    <span>
                      <span className="font-semibold">{r.title}</span>
                      <span className="block text-muted">{r.when}</span>
                    </span>
                    <Badge tone="success">{r.score}</Badge>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-lg font-semibold">Insight</h3>
              <p className="mt-3 rounded-2xl bg-brand-50 p-4 text-ink">
                Rose does best with photo activities in the late morning. She recognised all four grandchildren this
                week. Consider adding photos from her garden to keep the momentum going.
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

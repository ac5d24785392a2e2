import { Link } from 'react-router-dom';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMyHomes } from '../../api/useMyHomes';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { LoadedList, NothingYet } from '../../components/LoadState';
import { PageHeader } from '../../components/PageHeader';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { CreateHomeForm } from './CreateHomeForm';
import { homePath } from './HomeFrame';
import { roleLabel } from './home-words';

const residentsWords = (count: number) => plural(count, { one: '# resident', other: '# residents' });

// /homes: the care homes the member works in (name, their role, how many residents), and a new one.
export function HomesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Your care homes`);
  const homes = useMyHomes();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={t`Your care homes`}
        intro={t`The homes you work in. Each resident keeps their own family, who see what they enjoyed.`}
      />
      <section aria-labelledby="my-homes-heading" className="flex flex-col gap-4">
        <h2 id="my-homes-heading" className="text-2xl font-bold">
          <Trans>Homes you work in</Trans>
        </h2>
        <LoadedList
          loading={homes.isLoading}
          failed={homes.isError}
          items={homes.data}
          loadingText={t`Loading your care homes...`}
          failedText={t`We couldn't load your care homes. Please refresh the page to try again.`}
          empty={<NothingYet>{t`You do not work in a care home on Care With yet.`}</NothingYet>}
        >
          {(list) => (
            <ul className="grid gap-4 md:grid-cols-2">
              {list.map((home) => (
                <li
                  key={home.id}
                  className="relative flex flex-col gap-1 rounded-2xl border-2 border-warm-100 bg-white p-5 shadow-sm focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-700 hover:border-brand-600"
                >
                  <Link
                    to={homePath(home.id)}
                    className="text-xl font-bold text-brand-800 outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
                  >
                    {home.name}
                  </Link>
                  <span className="text-muted">
                    {roleLabel(home.myRole)} · {residentsWords(home.residents)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </LoadedList>
      </section>
      <Card
        headingId="create-home-heading"
        title={
          <span className="flex items-center gap-2">
            <Icon name="plus" className="h-6 w-6 text-brand-700" />
            <Trans>Create a care home</Trans>
          </span>
        }
        className="flex max-w-2xl flex-col gap-4 rounded-2xl border border-warm-100 bg-white p-4 shadow-sm sm:p-6"
      >
        <p className="text-muted">
          <Trans>
            You become its Home Manager: you add residents, record their consent and invite your staff and their
            families.
          </Trans>
        </p>
        <CreateHomeForm />
      </Card>
    </div>
  );
}

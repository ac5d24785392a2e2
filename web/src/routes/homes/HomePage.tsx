import { Trans, useLingui } from '@lingui/react/macro';
import type { HomeView } from '@carewith/contracts';
import { useResidents } from '../../api/useResidents';
import { DisclosureButton, DisclosurePanel, useDisclosure } from '../../components/Disclosure';
import { LoadedList, NothingYet } from '../../components/LoadState';
import { AddResidentForm } from './AddResidentForm';
import { HomeFrame } from './HomeFrame';
import { ResidentsList } from './ResidentsList';

// /homes/:homeId: the home's Residents, its first page. A Home Manager adds residents here.
export function HomePage() {
  return <HomeFrame>{(home) => <Residents home={home} />}</HomeFrame>;
}

function Residents({ home }: { home: HomeView }) {
  const { t } = useLingui();
  const residents = useResidents(home.id);
  const manager = home.myRole === 'MANAGER';
  const adding = useDisclosure();
  return (
    <section aria-labelledby="residents-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="residents-heading" className="text-2xl font-bold">
          <Trans>Residents</Trans>
        </h2>
        {manager && (
          <DisclosureButton disclosure={adding} className="self-stretch sm:self-auto">
            <Trans>Add a resident</Trans>
          </DisclosureButton>
        )}
      </div>
      {manager && (
        <DisclosurePanel
          disclosure={adding}
          className="rounded-2xl border border-warm-100 bg-white p-4 shadow-sm sm:p-6"
        >
          <AddResidentForm homeId={home.id} />
        </DisclosurePanel>
      )}
      <LoadedList
        loading={residents.isLoading}
        failed={residents.isError}
        items={residents.data}
        loadingText={t`Loading the residents...`}
        failedText={t`We couldn't load the residents. Please refresh the page to try again.`}
        empty={
          <NothingYet>
            {manager
              ? t`No residents yet. Add the first one with "Add a resident".`
              : t`No residents yet. A Home Manager adds them.`}
          </NothingYet>
        }
      >
        {(list) => <ResidentsList homeId={home.id} residents={list} />}
      </LoadedList>
    </section>
  );
}

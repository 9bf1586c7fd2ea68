import { EmptyState } from '@talent/ui/components/empty-state';
import { PageHeader } from '@talent/ui/components/page-header';
import { notify } from '@talent/ui/notify';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListStates } from '@/components/list-states';
import { useListChanges, useTalentLists } from '../api/talent-lists';
import { ListNameForm } from './list-name-form';

/** The client's talent lists, kept across castings: each opens with its talents; a new one is named here. */
export function ListsPage() {
  const { t } = useTranslation();
  const lists = useTalentLists();
  const { create } = useListChanges();

  const onCreate = async (name: string) => {
    const list = await create.mutateAsync(name);
    notify.success(t('directory.lists.created', { name: list.name }));
  };

  return (
    <div className="space-y-5">
      <PageHeader title={t('directory.lists.title')} subtitle={t('directory.lists.subtitle')} />
      <section className="rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:p-5">
        <ListNameForm
          label={t('directory.lists.newName')}
          submitLabel={t('directory.lists.create')}
          onSave={onCreate}
          failed={t('directory.lists.createFailed')}
          testId="new-list"
        />
      </section>
      <ListStates query={lists} failed={t('directory.lists.loadFailed')} testId="lists-error">
        {(data) =>
          data.length === 0 ? (
            <EmptyState
              testId="lists-empty"
              title={t('directory.lists.emptyTitle')}
              text={t('directory.lists.emptyText')}
            />
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="talent-lists">
              {data.map((list) => (
                <li key={list.id}>
                  <Link
                    to={`/lists/${encodeURIComponent(list.id)}`}
                    className="block rounded-2xl bg-white p-4 ring-1 ring-gray-200 hover:ring-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
                  >
                    <span className="block font-semibold break-words text-gray-900">{list.name}</span>
                    <span className="block text-sm text-gray-700">
                      {t('directory.lists.members', { count: list.memberCount })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </ListStates>
    </div>
  );
}

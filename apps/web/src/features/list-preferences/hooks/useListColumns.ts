import { LIST_COLUMNS, type ListColumns, type PreferenceList } from '@adatlas/domain/list-preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { listPreferenceQueries, saveListColumns } from '../api/listPreferences.queries.ts';

export interface ListColumnChoice<C extends string> {
  /** The fields the rows show: every field until the stored choice has loaded. */
  shown: ReadonlySet<C>;
  /** Every optional field of the list, in its order. */
  all: readonly C[];
  choose: (columns: readonly C[]) => void;
}

/** The fields a list's rows show, saved for the user on the server; the change shows at once. */
export function useListColumns<L extends PreferenceList>(list: L): ListColumnChoice<ListColumns[L][number]> {
  type Column = ListColumns[L][number];
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { queryKey } = listPreferenceQueries.columns();
  const query = useQuery(listPreferenceQueries.columns());
  const all = LIST_COLUMNS[list] as readonly Column[];
  const save = useMutation({
    mutationFn: (columns: readonly Column[]) =>
      saveListColumns({ list, columns } as Parameters<typeof saveListColumns>[0]),
    onMutate: async (columns) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, { ...previous, [list]: [...columns] });
      return { previous };
    },
    onError: (_error, _columns, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      void message.error(t('LIST_TOOLS.COLUMNS_NOT_SAVED'));
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
  const chosen = (query.data?.[list] ?? all) as readonly Column[];
  return {
    shown: new Set(chosen),
    all,
    choose: (columns) => save.mutate(all.filter((column) => columns.includes(column))),
  };
}

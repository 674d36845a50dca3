import { choiceTitle, type TFilterOption } from '../../../ui/list-filter-bar/filter-titles.ts';
import { ListFilterBar } from '../../../ui/list-filter-bar/list-filter-bar.tsx';

type TFilter = {
  key: string;
  /** The title when nothing (value 0) is chosen. */
  title: string;
  options: readonly TFilterOption[];
  value: number;
  onChange: (value: number) => void;
};

/** Dropdown filters under the search box (类型, 户型 …): one tap opens the choices, one tap chooses and closes. */
export function FilterBar({ filters }: { filters: TFilter[] }) {
  return (
    <ListFilterBar
      filters={filters.map((f) => ({
        kind: 'choice',
        key: f.key,
        title: choiceTitle(f.options, f.value, f.title),
        active: f.value !== 0,
        label: f.title,
        options: f.options,
        value: f.value,
        onChange: f.onChange,
      }))}
    />
  );
}

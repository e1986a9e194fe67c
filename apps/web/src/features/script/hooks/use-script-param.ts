import { useSearchParams } from 'react-router';

/**
 * The script a page works on, kept in ?scriptId= so the page can be reopened and shared. Other query keys
 * stay, except a cut of another script (cutId), which does not belong to the new one.
 */
export function useScriptParam(): [string | null, (id: string) => void] {
  const [search, setSearch] = useSearchParams();
  return [
    search.get('scriptId'),
    (id) =>
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          const current = next.get('scriptId');
          if (current && current !== id) next.delete('cutId');
          next.set('scriptId', id);
          return next;
        },
        { replace: true },
      ),
  ];
}

// What the company lists (/empresas and the chooser after a sent order) read from the stores.
import { useStore } from '@nanostores/react';
import { $companies, $companiesError, $companiesLoading, $switchError, $switchingTo } from '../../lib/stores/companies.ts';
import { $user } from '../../lib/stores/session.ts';

export function useCompanies() {
  return {
    companies: useStore($companies),
    loading: useStore($companiesLoading),
    error: useStore($companiesError),
    switching: useStore($switchingTo),
    switchError: useStore($switchError),
    user: useStore($user),
  };
}

// What the company chooser after a sent order reads from the stores: the companies as their cards
// show them, and the switch under way.
import { useStore } from '@nanostores/react';
import { $companiesError, $companiesLoading, $companyViews, $switchError, $switchingTo } from '../../lib/stores/companies.ts';
import { $user } from '../../lib/stores/session.ts';

export function useCompanies() {
  return {
    companies: useStore($companyViews),
    loading: useStore($companiesLoading),
    error: useStore($companiesError),
    switching: useStore($switchingTo),
    switchError: useStore($switchError),
    user: useStore($user),
  };
}

// The socket joins the trader's private room (where `closed_microorder` arrives) with the user
// id: make sure the session knows the user, as a reload keeps only the token.
import { useFreshUser } from '@/hooks/use-fresh-user';

export const useSocketUser = () => useFreshUser({ whenUnknown: true });

// Scaffold: replaced by the area's real screens (until then the translated coming-soon screen).
import { ComingSoonScreen } from '@/components/coming-soon-screen';

export const TransferHistoryScreen = ComingSoonScreen;

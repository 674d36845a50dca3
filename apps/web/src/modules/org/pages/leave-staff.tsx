import { useSearchParams } from 'react-router';
import { LeaveForm } from '../components/leave-form.tsx';
import { ResignedList } from '../components/resigned-list.tsx';

/** 离职员工: with userId, process that person's leaving (hand-over colleague, reason); else the list of leavers. */
export default function LeaveStaffPage() {
  const [params] = useSearchParams();
  const userId = Number(params.get('userId')) || 0;
  return userId > 0 ? <LeaveForm userId={userId} /> : <ResignedList />;
}

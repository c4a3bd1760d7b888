// /myProfile/myProfile with the app's request layer and session (decision 0242).
import { api } from '../../api/client'
import { useSession } from '../../components/session/session-context'
import { ProfileScreen } from './ProfileScreen'

export default function ProfilePage() {
  const { userInfo } = useSession()
  return (
    <ProfileScreen client={api} customerCodes={(userInfo?.CustomerList ?? []).map((c) => c.CustomerCode)} />
  )
}

// /redirect/<path>: reopens <path> (query kept) in place. The tags view's "refresh" drops the
// page's cached state and passes through here so the page mounts afresh (R-ROUTE-005, R-SESS-016).
// Only a same-origin path is reopened (the login redirect's check, R-SESS-008); anything else,
// such as an encoded `//host`, opens the homepage.
import { useEffect } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { reopenPath } from '../../machines/navigation/navigation.rules'

export default function RedirectPage() {
  const { '*': rest = '' } = useParams()
  const { search, hash } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    navigate(reopenPath(rest, search, hash, window.location.origin), { replace: true })
  }, [navigate, rest, search, hash])
  return null
}

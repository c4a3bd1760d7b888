// /redirect/<path>: reopens <path> (query kept) in place. The tags view's "refresh" drops the
// page's cached state and passes through here so the page mounts afresh (spec §2 /redirect).
import { useEffect } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'

export default function RedirectPage() {
  const { '*': rest = '' } = useParams()
  const { search, hash } = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    navigate(`/${rest}${search}${hash}`, { replace: true })
  }, [navigate, rest, search, hash])
  return null
}

import { createBrowserRouter, Navigate } from 'react-router-dom'
import { ErrorPage } from '../features/errors/ErrorPage'
import { LoginRoute } from './LoginRoute'

export const router = createBrowserRouter([
  { path: '/', element: <Navigate to="/login" replace /> },
  { path: '/login', element: <LoginRoute /> },
  { path: '/401', element: <ErrorPage status={401} /> },
  { path: '/404', element: <ErrorPage status={404} /> },
  { path: '/500', element: <ErrorPage status={500} /> },
  { path: '*', element: <Navigate to="/404" replace /> },
])

/**
 * Calls to the built-in identity provider (/api/auth). Login and sign-up opt out of the 401 rules: a wrong
 * password must show the form's own message, never log out or toast.
 */
import { apiClient, type ApiResult, type RequestOptions } from './client';
import type { AuthSession } from './profile';

/** Credentials of the login form. */
export interface LoginCredentials {
  email: string;
  password: string;
}

/** Fields of the sign-up form. */
export interface SignupFields extends LoginCredentials {
  name: string;
}

const formCall = { disableAutoLogout: true, silent: true } as const;

/** POST /api/auth/login -> {id_token, profile}. */
export const requestLogin = (credentials: LoginCredentials): Promise<ApiResult<AuthSession>> =>
  apiClient.post<AuthSession>('/auth/login', { ...formCall, data: credentials });

/** POST /api/auth/signup -> {id_token, profile}. */
export const requestSignup = (fields: SignupFields): Promise<ApiResult<AuthSession>> =>
  apiClient.post<AuthSession>('/auth/signup', { ...formCall, data: fields });

/** POST /api/auth/refresh -> a new {id_token, profile} for the current session. */
export const requestTokenRefresh = (): Promise<ApiResult<AuthSession>> =>
  apiClient.post<AuthSession>('/auth/refresh', { silent: true });

/** Body of a password change. */
export interface PasswordChange {
  current_password: string;
  new_password: string;
}

/** What a password change answers: `revoked` other sessions were signed out; the caller's token stays valid. */
export interface PasswordChanged {
  message: string;
  revoked: number;
}

/** POST /api/auth/password: changes the password and signs out every other session. */
export const requestPasswordChange = (change: PasswordChange, options?: RequestOptions): Promise<ApiResult<PasswordChanged>> =>
  apiClient.post<PasswordChanged>('/auth/password', { ...options, data: change });

import { products as allProducts, type Product, type User } from '@siao/shared';
import type { FileSigner } from '../../lib/storage/storage';
import type { UserWithClient } from './repository';

/** The user as every API answer shows it: never the password hash or lockout counters. */
export function toUserDto(user: UserWithClient, files: FileSigner): User {
  const products = user.role === 'cliente' ? ((user.clientProducts ?? []) as Product[]) : [...allProducts];
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    cpf: user.cpf,
    avatar_url: user.avatarKey
      ? `/api/files/${files.sign({ key: user.avatarKey, name: 'avatar', contentType: imageType(user.avatarKey) }, 86_400)}`
      : null,
    role: user.role,
    client_id: user.clientId,
    client_name: user.clientName,
    funcao: user.funcao as User['funcao'],
    products,
    active: user.active,
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

const imageTypes: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
const imageType = (key: string) => imageTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

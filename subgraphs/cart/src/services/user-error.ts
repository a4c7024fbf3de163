export interface UserError {
  field: string[] | null;
  message: string;
  code: string;
}

export const userError = (field: string[] | null, code: string, message: string): UserError => ({ field, code, message });

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form'
import type { ZodType } from 'zod'

/**
 * A react-hook-form form validated by a contract schema: the field types come from the
 * schema's input, the submitted values from its output (trimmed, coerced).
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues>(
  schema: ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues })
}

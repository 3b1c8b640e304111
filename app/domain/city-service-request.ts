/**
 * The service-request form at the foot of every city page. The city comes from the page
 * (the URL), never from the form. Stored as a lead with source 'city-page'.
 */
import { z } from 'zod'
import { emailAddress, optionalText, phoneNumber, requiredText } from './form-rules'
import { textConsentChoice } from './text-consent'

export const CITY_REQUEST_SERVICES = [
  { value: 'repair', label: 'Blinds repair' },
  { value: 'replacement', label: 'New blinds or shades (replacement)' },
  { value: 'motorization', label: 'Motorization & smart home' },
  { value: 'installation', label: 'Installation' },
  { value: 'blinds-removal', label: 'Blinds removal' },
  { value: 'hunter-douglas', label: 'Hunter Douglas service' },
] as const

export type CityRequestService = (typeof CITY_REQUEST_SERVICES)[number]['value']

const serviceValues = CITY_REQUEST_SERVICES.map((s) => s.value) as [
  CityRequestService,
  ...CityRequestService[],
]

export const CityServiceRequestSchema = z.object({
  name: requiredText('Name', 100),
  phone: phoneNumber('Phone'),
  email: emailAddress('Email'),
  service: z.enum(serviceValues, { errorMap: () => ({ message: 'Choose a service' }) }),
  address: optionalText(200, 'Address'),
  zipCode: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^\d{5}$/.test(v), 'ZIP code must be 5 digits'),
  details: optionalText(2000, 'Details'),
  textConsent: textConsentChoice,
})

export type CityServiceRequest = z.infer<typeof CityServiceRequestSchema>

/** The lead row for a request from the page of `cityName`. */
export function cityRequestToLead(request: CityServiceRequest, cityName: string) {
  return {
    source: 'city-page' as const,
    serviceType: request.service,
    name: request.name,
    email: request.email,
    phone: request.phone,
    address: request.address ?? null,
    zipCode: request.zipCode ?? null,
    details: request.details ?? null,
    city: cityName,
  }
}

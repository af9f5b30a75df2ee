/**
 * The leads feature's face (an owner hears of every lead, issue 30): its digest job for the app,
 * and the lead notices that the wallet's unlock and the visits' request send after they commit.
 */
export { default as leadJobs } from './jobs'
export {
  createLeadNotices,
  notifyLead,
  notifyLeads,
  type LeadNotices,
  type LeadRef,
} from './notify'

// Generated from the OpenAPI document by `npm run openapi:types` (openapi-typescript):
// do not edit. test/client/types.test.ts fails when it differs from a fresh generation.

export interface paths {
    "/api/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's account details */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes the signed-in user's account details */
        patch: operations["patchAccount"];
        trace?: never;
    };
    "/api/account/lead-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Chooses how the owner hears of leads: each at once, or a daily digest */
        patch: operations["patchAccountLeadAlerts"];
        trace?: never;
    };
    "/api/account/logout-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs out everywhere: revokes every session */
        post: operations["postAccountLogoutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sets a listing's address (step 4)
         * @description Step 4. Latitude and longitude default to the PIN code’s point.
         */
        post: operations["postAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address-get-all-paginated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing's address, as a list */
        get: operations["getAddressGetAllPaginated"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Changes a listing's address */
        put: operations["putAddressById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The log of admins' actions */
        get: operations["getAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stored leads: contact enquiries, profile requests, newsletter sign-ups */
        get: operations["getAdminEnquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/gstr1": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A month's tax invoices for GSTR-1 (b2b or b2cs), as the offline tool's CSV */
        get: operations["getAdminGstr1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists payment orders */
        get: operations["getAdminPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/{id}/reconcile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Settles a payment order with the provider now */
        post: operations["postAdminPaymentsByIdReconcile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every listing with its owner, completion and visibility */
        get: operations["getAdminProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/properties/{id}/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hides a listing from everyone, with a reason */
        post: operations["postAdminPropertiesByIdHide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/properties/{id}/unhide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Shows a hidden listing again */
        post: operations["postAdminPropertiesByIdUnhide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/properties/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Gives or takes a listing's verified-specifications badge */
        post: operations["postAdminPropertiesByIdVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The queue of reports */
        get: operations["getAdminReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resolves a report: refund, reject or hide */
        post: operations["postAdminReportsByIdResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dashboard counts and daily series */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists users with their credits and counts */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's account, credits and activity */
        get: operations["getAdminUsersById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Blocks or unblocks a user; blocking ends their sessions */
        post: operations["postAdminUsersByIdBlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds or takes a user's credits, with a reason */
        post: operations["postAdminUsersByIdCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes a user's type */
        post: operations["postAdminUsersByIdType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agents-properties-FullDetails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing's whole record, for its owner or an admin */
        get: operations["getAgentsPropertiesFullDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agents-propertys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Searches published listings: filters, text and sort, a page of cards */
        get: operations["getAgentsPropertys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/alerts/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which saved search a messages' token is for, and its alert (changes nothing) */
        get: operations["getAlertsUnsubscribe"];
        put?: never;
        /**
         * Turns off a saved search's alert by the token in its messages
         * @description The token in a JSON body (the web page), or in the query with the body `List-Unsubscribe=One-Click` (RFC 8058 one-click, form-encoded or multipart).
         */
        post: operations["postAlertsUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the blog posts */
        get: operations["getBlog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One blog post, by its slug */
        get: operations["getBlogBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Changes the password; ends every session */
        post: operations["postChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/citiesByFilter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the cities, of one district when given */
        get: operations["getCitiesByFilter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The company profile brochure (PDF); the request is stored as a lead */
        post: operations["postCompanyProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/compare": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Compares shortlisted listings side by side */
        get: operations["getCompare"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A contact enquiry: stored, then e-mailed to the site's address */
        post: operations["postContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/created-properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owner's listings with completion, status, views and unlocks */
        get: operations["getCreatedProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit-packs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credit packs and their prices */
        get: operations["getCreditPacks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Development only: the newest outbox messages */
        get: operations["getDevOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/districtsByFilter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the districts, of one state when given */
        get: operations["getDistrictsByFilter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends a password reset code (the same answer for unknown accounts) */
        post: operations["postForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/getAll-attachments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing's attachments */
        get: operations["getGetAllAttachmentsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness: the server answers and its database does */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/insights/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Rates per sq.ft of published listings by state and district, with the trend
         * @description Per state and per district: the number of published listings and the 25th, 50th and 75th percentile of the rate (₹ per sq.ft a month for rent and lease, ₹ per sq.ft for sale), per kind of deal. A district with fewer than 5 listings is counted in its state only. The trend by month comes once three months have data. Decision 065.
         */
        get: operations["getInsightsRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's credit ledger, with the balance after each entry */
        get: operations["getLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listing-places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where published listings are, by state and busiest city */
        get: operations["getListingPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs in by e-mail or phone and password: a bearer token */
        post: operations["postLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Signs out: revokes this token */
        post: operations["postLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user and their permissions */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/near-places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Towns and PIN codes with a known point, for the Near search field */
        get: operations["getNearPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribes an e-mail address to the newsletter */
        post: operations["postNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pincode/{pin}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A PIN code's state, district, city, places and point */
        get: operations["getPincodeByPin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the projects */
        get: operations["getProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/projects/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One project, by its slug */
        get: operations["getProjectsBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The home page's latest published listings, as cards */
        post: operations["postProperties"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties-create-byagent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a draft listing: details and cover image (step 1)
         * @description Step 1. multipart/form-data with the cover image in `image` (required) and, optionally, the fire NOC certificate (PDF, JPEG or PNG) in `fire_noc_file`.
         */
        post: operations["postPropertiesCreateByagent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a listing's details, cover or fire NOC certificate
         * @description Step 1 again or the edit modal; `_method=PUT` is accepted. An optional `image` file (multipart) replaces the cover, an optional `fire_noc_file` the fire NOC certificate. Changing a specification or the certificate of a verified listing clears its verification.
         */
        put: operations["putPropertiesById"];
        /**
         * Changes a listing's details, cover or fire NOC certificate
         * @description Step 1 again or the edit modal; `_method=PUT` is accepted. An optional `image` file (multipart) replaces the cover, an optional `fire_noc_file` the fire NOC certificate. Changing a specification or the certificate of a verified listing clears its verification.
         */
        post: operations["postPropertiesById"];
        /** Deletes a draft listing that is not complete */
        delete: operations["deletePropertiesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/properties/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published listings as map points, with the search filters */
        get: operations["getPropertiesMap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who unlocked a listing: its leads */
        get: operations["getPropertyLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publishes a complete listing, or marks it let */
        post: operations["postPropertyStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/document/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Downloads one of a listing's documents
         * @description A listing's document (not a picture) as a download: for its owner, admins and whoever unlocked the listing (403 for others who may open it, 404 when the listing is not theirs to open). Decision 039.
         */
        get: operations["getPropertyDocumentById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports a listing the user unlocked, within 7 days */
        post: operations["postPropertyReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reports on a listing, for its owner or an admin */
        get: operations["getPropertyReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/reports/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The owner's answer to a report */
        post: operations["postPropertyReportsByIdAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unlocks a listing's contact details for credits (never charged twice) */
        post: operations["postPropertyUnlock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing's details; its contact details once unlocked */
        get: operations["getPropertyView"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/propertyAttachment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a file to a listing (step 3)
         * @description Step 3: one file per call in `img_url` (multipart), with `property_id`, `name`, `order_number`, `description`. JPEG, PNG, GIF, SVG, PDF, DOC, DOCX, TXT, MP4, WebM, Ogg, MOV or AVI by content, at most 100 MB; images are re-encoded without metadata.
         */
        post: operations["postPropertyAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/propertyAttachment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replaces an attachment's file
         * @description Replaces the attachment's file with the multipart file `image` (same kinds and limit).
         */
        post: operations["postPropertyAttachmentById"];
        /** Deletes an attachment */
        delete: operations["deletePropertyAttachmentById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/propertyprice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds a price to a listing (step 2) */
        post: operations["postPropertyprice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/propertypriceupdate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes a listing's price
         * @description The wizard sends JSON with `property_id` and `_method`; the edit modal a form.
         */
        put: operations["putPropertypriceupdateById"];
        /**
         * Changes a listing's price
         * @description The wizard sends JSON with `property_id` and `_method`; the edit modal a form.
         */
        post: operations["postPropertypriceupdateById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/razorpay/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Razorpay webhook (X-Razorpay-Signature over the raw body) */
        post: operations["postRazorpayWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: 200 while this instance takes traffic; 503 before its database is migrated and during shutdown */
        get: operations["getReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates an account with a verified code */
        post: operations["postRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sets a new password with the reset code; ends every session */
        post: operations["postResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sandbox only: pays or fails an order, signed as Razorpay signs */
        post: operations["postSandboxPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's saved searches */
        get: operations["getSavedSearches"];
        put?: never;
        /** Saves the filters under a name; listings published from now on alert it */
        post: operations["postSavedSearches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a saved search */
        delete: operations["deleteSavedSearchesById"];
        options?: never;
        head?: never;
        /** Turns a saved search's alert on or off */
        patch: operations["patchSavedSearchesById"];
        trace?: never;
    };
    "/api/send-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the verification code that registering needs */
        post: operations["postSendOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shortlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's shortlist */
        get: operations["getShortlist"];
        put?: never;
        /** Adds a listing to the shortlist */
        post: operations["postShortlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/shortlist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a listing from the shortlist */
        delete: operations["deleteShortlistById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The site's name, contacts and map tile source, for the web app */
        get: operations["getSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/statesByFilter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lists the states */
        get: operations["getStatesByFilter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's top-up payments */
        get: operations["getTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transactions/{id}/invoice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A paid top-up's GST tax invoice (PDF), for its buyer or an admin */
        get: operations["getTransactionsByIdInvoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transactions/statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Account statement: the ledger between two days (IST), as CSV or PDF */
        get: operations["getTransactionsStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unlocked-properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The listings the user has unlocked */
        get: operations["getUnlockedProperties"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upgrade-user-type": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a seeker's account an owner's, to list properties */
        post: operations["postUpgradeUserType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a registration verification code */
        post: operations["postVerifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's site visits, as seeker or owner, upcoming or past */
        get: operations["getVisits"];
        put?: never;
        /** Asks the owner of an unlocked listing for a site visit at one of 1-3 slots */
        post: operations["postVisits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The owner accepts one of the proposed slots */
        post: operations["postVisitsByIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Either side cancels an open visit (an optional reason) */
        post: operations["postVisitsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The owner declines a visit request, with a reason */
        post: operations["postVisitsByIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/visits/{id}/ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An accepted visit's calendar file (RFC 5545, Asia/Kolkata) */
        get: operations["getVisitsByIdIcs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's credit balance */
        get: operations["getWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Opens a payment order for credits */
        post: operations["postWalletOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks a paid order and credits the wallet, once per payment */
        post: operations["postWalletVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorBody: {
            code: string;
            data?: unknown;
            errors?: {
                [key: string]: string[];
            };
            message: string;
            /** @enum {boolean} */
            success: false;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            credits: number;
                            owner: {
                                /** @enum {string} */
                                lead_alerts: "instant" | "daily";
                                listings: number;
                                recent_listings: {
                                    id: number;
                                    name: string;
                                    /** @enum {string} */
                                    status: "draft" | "published" | "let" | "hidden";
                                    unlocks: number;
                                    views: number;
                                }[];
                                unlocks: number;
                                views: number;
                            } | null;
                            profile: {
                                created_at: string;
                                email: string | null;
                                id: number;
                                name: string;
                                phone_number: string;
                                user_type: number;
                            };
                            recent_transactions: {
                                amount: number;
                                bonus_credits: number;
                                created_at: string;
                                credits: number;
                                id: number;
                                invoice_number: string | null;
                                phone_number: string | null;
                                status: number;
                            }[];
                            recent_unlocks: {
                                created_at: string;
                                name: string;
                                property_id: number;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    patchAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            name: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    patchAccountLeadAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    lead_alerts: "instant" | "daily";
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            lead_alerts: "instant" | "daily";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAccountLogoutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address: string;
                    city_id: number;
                    district_id: number;
                    latitude?: number;
                    longitude?: number;
                    phone_number?: string;
                    pin_code: string;
                    property_id: number;
                    state_id: number;
                };
                "multipart/form-data": {
                    address: string;
                    city_id: number;
                    district_id: number;
                    latitude?: number;
                    longitude?: number;
                    phone_number?: string;
                    pin_code: string;
                    property_id: number;
                    state_id: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            city: {
                                name: string;
                            };
                            city_id: number;
                            district: {
                                name: string;
                            };
                            district_id: number;
                            id: number;
                            latitude: number | null;
                            longitude: number | null;
                            phone_number: string | null;
                            pin_code: string;
                            property_id: number;
                            state: {
                                name: string;
                            };
                            state_id: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getAddressGetAllPaginated: {
        parameters: {
            query: {
                per_page?: number;
                property_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            city: {
                                name: string;
                            };
                            city_id: number;
                            district: {
                                name: string;
                            };
                            district_id: number;
                            id: number;
                            latitude: number | null;
                            longitude: number | null;
                            phone_number: string | null;
                            pin_code: string;
                            property_id: number;
                            state: {
                                name: string;
                            };
                            state_id: number;
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    putAddressById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    _method?: unknown;
                    address: string;
                    city_id: number;
                    district_id: number;
                    latitude?: number;
                    longitude?: number;
                    phone_number?: string;
                    pin_code: string;
                    property_id?: number;
                    state_id: number;
                };
                "multipart/form-data": {
                    _method?: unknown;
                    address: string;
                    city_id: number;
                    district_id: number;
                    latitude?: number;
                    longitude?: number;
                    phone_number?: string;
                    pin_code: string;
                    property_id?: number;
                    state_id: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            city: {
                                name: string;
                            };
                            city_id: number;
                            district: {
                                name: string;
                            };
                            district_id: number;
                            id: number;
                            latitude: number | null;
                            longitude: number | null;
                            phone_number: string | null;
                            pin_code: string;
                            property_id: number;
                            state: {
                                name: string;
                            };
                            state_id: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getAdminAudit: {
        parameters: {
            query?: {
                actor?: number;
                limit?: number;
                offset?: number;
                target?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            action: "property.hide" | "property.unhide" | "property.verify" | "user.block" | "user.unblock" | "user.type" | "user.credits" | "payment.reconcile" | "report.refund" | "report.reject" | "report.hide" | "report.auto_refund" | "property.auto_hide";
                            actor: {
                                id: number;
                                name: string;
                            } | null;
                            after: {
                                [key: string]: unknown;
                            } | null;
                            before: {
                                [key: string]: unknown;
                            } | null;
                            created_at: string;
                            id: number;
                            reason: string | null;
                            target: string;
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminEnquiries: {
        parameters: {
            query: {
                kind: "contact" | "profile" | "newsletter";
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            email: string;
                            id: number;
                            location: string | null;
                            message: string | null;
                            name: string | null;
                            phone_number: string | null;
                            state: string | null;
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminGstr1: {
        parameters: {
            query: {
                month: string;
                section: "b2b" | "b2cs";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The CSV, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminPayments: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                q?: string;
                status?: "pending" | "paid" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount_paise: number;
                            bonus_credits: number;
                            checked_at: string | null;
                            created_at: string;
                            credits: number;
                            failed_at: string | null;
                            id: number;
                            invoice_number: string | null;
                            paid_at: string | null;
                            /** @enum {string} */
                            provider: "razorpay" | "sandbox";
                            provider_order_id: string;
                            provider_payment_id: string | null;
                            receipt: string | null;
                            /** @enum {string} */
                            status: "pending" | "paid" | "failed";
                            user: {
                                email: string | null;
                                id: number;
                                name: string;
                                phone_number: string;
                            };
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAdminPaymentsByIdReconcile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount_paise: number;
                            bonus_credits: number;
                            checked_at: string | null;
                            created_at: string;
                            credits: number;
                            failed_at: string | null;
                            id: number;
                            invoice_number: string | null;
                            paid_at: string | null;
                            /** @enum {string} */
                            provider: "razorpay" | "sandbox";
                            provider_order_id: string;
                            provider_payment_id: string | null;
                            receipt: string | null;
                            /** @enum {string} */
                            status: "pending" | "paid" | "failed";
                            user: {
                                email: string | null;
                                id: number;
                                name: string;
                                phone_number: string;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminProperties: {
        parameters: {
            query?: {
                completion?: number;
                limit?: number;
                offset?: number;
                q?: string;
                state_id?: number;
                visibility?: "visible" | "hidden";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            completion_level: number;
                            created_at: string;
                            hidden_at: string | null;
                            hidden_reason: string | null;
                            id: number;
                            image: string | null;
                            location: string | null;
                            name: string;
                            open_reports: number;
                            owner: {
                                email: string | null;
                                id: number;
                                name: string;
                                phone_number: string;
                            };
                            price: number | null;
                            purchase_type: number | null;
                            /** @enum {string} */
                            status: "draft" | "published" | "let" | "hidden";
                            unlocks: number;
                            verified: boolean;
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAdminPropertiesByIdHide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            hidden: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAdminPropertiesByIdUnhide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            hidden: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAdminPropertiesByIdVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    verified: boolean;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            verified: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminReports: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                property_id?: number;
                status?: "open" | "refunded" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string|null} */
                            answer: "reachable" | "let" | null;
                            answer_due_at: string | null;
                            answer_message: string | null;
                            answered_at: string | null;
                            created_at: string;
                            id: number;
                            message: string | null;
                            property: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "draft" | "published" | "let" | "hidden";
                            };
                            /** @enum {string} */
                            reason: "unreachable" | "wrong_number" | "already_let" | "misleading" | "other";
                            refunded_credits: number;
                            reporter: {
                                id: number;
                                name: string;
                                phone_number: string;
                            };
                            /** @enum {string|null} */
                            resolution: "refund" | "reject" | "hide" | "confirmed" | "unanswered" | null;
                            resolution_note: string | null;
                            resolved_at: string | null;
                            /** @enum {string} */
                            status: "open" | "refunded" | "rejected";
                            unlock: {
                                created_at: string;
                                credits_spent: number;
                                id: number;
                            };
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAdminReportsByIdResolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "refund" | "reject" | "hide";
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string|null} */
                            answer: "reachable" | "let" | null;
                            answer_due_at: string | null;
                            answer_message: string | null;
                            answered_at: string | null;
                            created_at: string;
                            id: number;
                            message: string | null;
                            property: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "draft" | "published" | "let" | "hidden";
                            };
                            /** @enum {string} */
                            reason: "unreachable" | "wrong_number" | "already_let" | "misleading" | "other";
                            refunded_credits: number;
                            reporter: {
                                id: number;
                                name: string;
                                phone_number: string;
                            };
                            /** @enum {string|null} */
                            resolution: "refund" | "reject" | "hide" | "confirmed" | "unanswered" | null;
                            resolution_note: string | null;
                            resolved_at: string | null;
                            /** @enum {string} */
                            status: "open" | "refunded" | "rejected";
                            unlock: {
                                created_at: string;
                                credits_spent: number;
                                id: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminStats: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            credits_sold: number;
                            days: number;
                            listings: {
                                hidden: number;
                                incomplete: number;
                                let: number;
                                published: number;
                                total: number;
                            };
                            listings_by_state: {
                                count: number;
                                state: string;
                                state_id: number;
                            }[];
                            open_reports: number;
                            refunds: number;
                            revenue_paise: number;
                            series: {
                                date: string;
                                signups: number;
                                top_ups_paise: number;
                                unlocks: number;
                            }[];
                            unlocks: number;
                            users: {
                                admins: number;
                                blocked: number;
                                owners: number;
                                seekers: number;
                                total: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                q?: string;
                user_type?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            blocked: boolean;
                            blocked_reason: string | null;
                            created_at: string;
                            credits: number;
                            email: string | null;
                            id: number;
                            listings: number;
                            name: string;
                            phone_number: string;
                            unlocks: number;
                            user_type: number;
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ledger: {
                                balance_after: number;
                                created_at: string;
                                credits: number;
                                id: number;
                                /** @enum {string} */
                                kind: "top_up" | "unlock" | "refund" | "adjustment" | "demo_grant" | "bonus";
                                property_id: number | null;
                                property_name: string | null;
                                reference: string;
                            }[];
                            listings: {
                                completion_level: number;
                                created_at: string;
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "draft" | "published" | "let" | "hidden";
                            }[];
                            unlocks: {
                                created_at: string;
                                credits_spent: number;
                                id: number;
                                property_id: number;
                                property_name: string;
                            }[];
                            user: {
                                blocked: boolean;
                                blocked_reason: string | null;
                                created_at: string;
                                credits: number;
                                email: string | null;
                                id: number;
                                listings: number;
                                name: string;
                                phone_number: string;
                                unlocks: number;
                                user_type: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAdminUsersByIdBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    blocked: true;
                    reason: string;
                } | {
                    /** @enum {boolean} */
                    blocked: false;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            blocked: boolean;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAdminUsersByIdCredits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credits: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            credits: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAdminUsersByIdType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_type: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            user_type: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAgentsPropertiesFullDetails: {
        parameters: {
            query: {
                property_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        property_details: {
                            address: {
                                address: string;
                                city: {
                                    name: string;
                                };
                                city_id: number;
                                district: {
                                    name: string;
                                };
                                district_id: number;
                                id: number;
                                latitude: number | null;
                                longitude: number | null;
                                phone_number: string | null;
                                pin_code: string;
                                property_id: number;
                                state: {
                                    name: string;
                                };
                                state_id: number;
                            } | null;
                            attachments: {
                                attachment_type: string;
                                description: string | null;
                                id: number;
                                img_url: string;
                                name: string;
                                order_number: number;
                                size_bytes: number;
                            }[];
                            completion_level: number;
                            created_at: string;
                            description: string | null;
                            docks: number | null;
                            fire_noc: boolean | null;
                            fire_noc_file: string | null;
                            floor_load: number | null;
                            /** @enum {string|null} */
                            flooring: "fm2" | "vdf" | "tremix" | "other" | null;
                            height: number | null;
                            hidden_reason?: string | null;
                            highway_km: number | null;
                            id: number;
                            image: string | null;
                            length: number | null;
                            name: string;
                            power_kva: number | null;
                            price: {
                                id: number;
                                price: number;
                                property_id: number;
                                purchase_type: number;
                                recuring_type: number | null;
                                security_deposit: number | null;
                            } | null;
                            prices: {
                                id: number;
                                price: number;
                                property_id: number;
                                purchase_type: number;
                                recuring_type: number | null;
                                security_deposit: number | null;
                            }[];
                            security_24x7: boolean | null;
                            /** @enum {string} */
                            status: "draft" | "published" | "let" | "hidden";
                            type: number;
                            unlocks: number;
                            user: {
                                user_name: string;
                            };
                            user_id: number;
                            verified: boolean;
                            views: number;
                            width: number | null;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getAgentsPropertys: {
        parameters: {
            query?: {
                city_id?: number;
                district_id?: number;
                fire_noc?: true;
                limit?: number;
                max_area?: number;
                max_price?: number;
                min_area?: number;
                min_docks?: number;
                min_floor_load?: number;
                min_height?: number;
                min_power_kva?: number;
                min_price?: number;
                near_city_id?: number;
                near_pin?: string;
                offset?: number;
                purchase_type?: number;
                q?: string;
                radius_km?: number;
                sort?: "relevance" | "newest" | "price_asc" | "price_desc" | "area_desc" | "rate_asc" | "distance";
                state_id?: number;
                type?: number;
                verified?: true;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: {
                                city_name: string;
                                district_name: string;
                                state_name: string;
                            };
                            area: number | null;
                            below_median?: boolean;
                            created_at: string;
                            description: string | null;
                            distance_km?: number;
                            docks: number | null;
                            fire_noc: boolean | null;
                            height: number | null;
                            id: number;
                            image: string | null;
                            length: number | null;
                            name: string;
                            power_kva: number | null;
                            price: {
                                price: number;
                                purchase_type: number;
                                recuring_type: number | null;
                            } | null;
                            purchase_type: number | null;
                            type: number;
                            verified: boolean;
                            width: number | null;
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
                        searched_for?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getAlertsUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            alert: "instant" | "daily" | "off";
                            name: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postAlertsUnsubscribe: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    "List-Unsubscribe"?: "One-Click";
                    token?: string;
                } | null;
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    "List-Unsubscribe"?: "One-Click";
                    token?: string;
                } | null;
                "multipart/form-data": {
                    /** @enum {string} */
                    "List-Unsubscribe"?: "One-Click";
                    token?: string;
                } | null;
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            alert: "instant" | "daily" | "off";
                            name: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getBlog: {
        parameters: {
            query?: {
                category?: string;
                limit?: number;
                q?: string;
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: {
                            count: number;
                            name: string;
                        }[];
                        data: {
                            category: string;
                            cover: string;
                            published_at: string;
                            slug: string;
                            summary: string;
                            tags: string[];
                            title: string;
                        }[];
                        /** @enum {boolean} */
                        success: true;
                        tags: {
                            count: number;
                            name: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getBlogBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            category: string;
                            cover: string;
                            html: string;
                            published_at: string;
                            slug: string;
                            summary: string;
                            tags: string[];
                            title: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postChangePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    c_password: string;
                    new_password: string;
                    old_password: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCitiesByFilter: {
        parameters: {
            query?: {
                district_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                district_id: number;
                                id: number;
                                name: string;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postCompanyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    name: string;
                    phone_number: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Company-Profile.pdf */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCompare: {
        parameters: {
            query: {
                ids: number[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            best: {
                                [key: string]: number[];
                            };
                            items: {
                                address: {
                                    city_name: string;
                                    district_name: string;
                                    state_name: string;
                                };
                                area: number | null;
                                below_median?: boolean;
                                created_at: string;
                                deposit: number | null;
                                description: string | null;
                                distance_km?: number;
                                docks: number | null;
                                fire_noc: boolean | null;
                                first_year_cost: number | null;
                                floor_load: number | null;
                                /** @enum {string|null} */
                                flooring: "fm2" | "vdf" | "tremix" | "other" | null;
                                height: number | null;
                                highway_km: number | null;
                                id: number;
                                image: string | null;
                                length: number | null;
                                monthly_rent: number | null;
                                name: string;
                                power_kva: number | null;
                                price: {
                                    price: number;
                                    purchase_type: number;
                                    recuring_type: number | null;
                                } | null;
                                purchase_type: number | null;
                                rate_month: number | null;
                                recuring_type: number | null;
                                security_24x7: boolean | null;
                                type: number;
                                unlock_cost: number;
                                verified: boolean;
                                width: number | null;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                    property_location: string;
                    state: string;
                    user_email: string;
                    user_name: string;
                    user_phone: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCreatedProperties: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            completion_level: number;
                            created_at: string;
                            hidden_reason?: string | null;
                            id: number;
                            image: string | null;
                            name: string;
                            open_reports?: number;
                            prices: {
                                id: number;
                                price: number;
                                property_id: number;
                                purchase_type: number;
                                recuring_type: number | null;
                                security_deposit: number | null;
                            }[];
                            /** @enum {string} */
                            status: "draft" | "published" | "let" | "hidden";
                            unlocks: number;
                            views: number;
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getCreditPacks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            gst_rate_percent: number;
                            packs: {
                                bonus_credits: number;
                                credits: number;
                                id: string;
                                name: string;
                            }[];
                            seller_state_id: number | null;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getDevOutbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            body: string;
                            /** @enum {string} */
                            channel: "email" | "sms";
                            created_at: string;
                            html: string | null;
                            id: number;
                            recipient: string;
                            subject: string;
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getDistrictsByFilter: {
        parameters: {
            query?: {
                state_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                id: number;
                                name: string;
                                state_id: number;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getGetAllAttachmentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attachment_type: string;
                            description: string | null;
                            id: number;
                            img_url: string;
                            name: string;
                            order_number: number;
                            size_bytes: number;
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            database: "pglite" | "postgres";
                            /** @enum {string} */
                            status: "ok";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getInsightsRates: {
        parameters: {
            query?: {
                district_id?: number;
                purchase_type?: number;
                state_id?: number;
                type?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            groups: {
                                district_id: number | null;
                                district_name: string | null;
                                listings: number;
                                median_rate: number;
                                other_listings?: number;
                                p25_rate: number;
                                p75_rate: number;
                                purchase_type: number;
                                state_id: number;
                                state_name: string;
                                type: number | null;
                                /** @enum {string} */
                                unit: "per_sqft_month" | "per_sqft";
                            }[];
                            trend: {
                                listings: number;
                                median_rate: number;
                                month: string;
                                purchase_type: number;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getLedger: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            balance_after: number;
                            created_at: string;
                            credits: number;
                            id: number;
                            /** @enum {string} */
                            kind: "top_up" | "unlock" | "refund" | "adjustment" | "demo_grant" | "bonus";
                            property_id: number | null;
                            property_name: string | null;
                            reference: string;
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getListingPlaces: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            cities: {
                                count: number;
                                district_id: number | null;
                                id: number;
                                name: string;
                                state_id: number | null;
                                state_name: string;
                            }[];
                            states: {
                                code: string;
                                count: number;
                                id: number;
                                name: string;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email_or_phone: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            token: string;
                            user_type: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string | null;
                            id: number;
                            name: string;
                            permissions: ("unlock-properties" | "create-properties" | "view-created-properties" | "admin")[];
                            phone_number: string;
                            user_type: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getNearPlaces: {
        parameters: {
            query?: {
                city_id?: number;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            label: string;
                            near_city_id: number | null;
                            near_pin: string | null;
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPincodeByPin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                pin: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            city_id: number | null;
                            district_id: number;
                            latitude: number | null;
                            longitude: number | null;
                            pin_code: string;
                            places: string[];
                            state_id: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getProjects: {
        parameters: {
            query?: {
                category?: string;
                limit?: number;
                q?: string;
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        categories: {
                            count: number;
                            name: string;
                        }[];
                        data: {
                            category: string;
                            cover: string;
                            published_at: string;
                            slug: string;
                            summary: string;
                            tags: string[];
                            title: string;
                        }[];
                        /** @enum {boolean} */
                        success: true;
                        tags: {
                            count: number;
                            name: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getProjectsBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            category: string;
                            cover: string;
                            html: string;
                            published_at: string;
                            slug: string;
                            summary: string;
                            tags: string[];
                            title: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postProperties: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    city_id?: number;
                    district_id?: number;
                    /** @default 6 */
                    limit?: number;
                    purchase_type?: number;
                    state_id?: number;
                    type?: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: {
                                city_name: string;
                                district_name: string;
                                state_name: string;
                            };
                            area: number | null;
                            below_median?: boolean;
                            created_at: string;
                            description: string | null;
                            distance_km?: number;
                            docks: number | null;
                            fire_noc: boolean | null;
                            height: number | null;
                            id: number;
                            image: string | null;
                            length: number | null;
                            name: string;
                            power_kva: number | null;
                            price: {
                                price: number;
                                purchase_type: number;
                                recuring_type: number | null;
                            } | null;
                            purchase_type: number | null;
                            type: number;
                            verified: boolean;
                            width: number | null;
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postPropertiesCreateByagent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    docks?: number;
                    fire_noc?: boolean;
                    /**
                     * Format: binary
                     * @description The fire NOC certificate: PDF, JPEG or PNG
                     */
                    fire_noc_file?: string;
                    floor_load?: number;
                    /** @enum {string} */
                    flooring?: "fm2" | "vdf" | "tremix" | "other";
                    height?: number;
                    highway_km?: number;
                    /**
                     * Format: binary
                     * @description The cover image: JPEG, PNG or GIF by content
                     */
                    image: string;
                    length?: number;
                    name: string;
                    power_kva?: number;
                    security_24x7?: boolean;
                    type: number;
                    user_id?: unknown;
                    width?: number;
                };
                "multipart/form-data": {
                    description?: string;
                    docks?: number;
                    fire_noc?: boolean;
                    /**
                     * Format: binary
                     * @description The fire NOC certificate: PDF, JPEG or PNG
                     */
                    fire_noc_file?: string;
                    floor_load?: number;
                    /** @enum {string} */
                    flooring?: "fm2" | "vdf" | "tremix" | "other";
                    height?: number;
                    highway_km?: number;
                    /**
                     * Format: binary
                     * @description The cover image: JPEG, PNG or GIF by content
                     */
                    image: string;
                    length?: number;
                    name: string;
                    power_kva?: number;
                    security_24x7?: boolean;
                    type: number;
                    user_id?: unknown;
                    width?: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    putPropertiesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    _method?: unknown;
                    description?: string;
                    docks?: number;
                    fire_noc?: boolean;
                    /**
                     * Format: binary
                     * @description The fire NOC certificate: PDF, JPEG or PNG
                     */
                    fire_noc_file?: string;
                    floor_load?: number;
                    /** @enum {string} */
                    flooring?: "fm2" | "vdf" | "tremix" | "other";
                    height?: number;
                    highway_km?: number;
                    /**
                     * Format: binary
                     * @description The cover image: JPEG, PNG or GIF by content
                     */
                    image?: string;
                    length?: number;
                    name?: string;
                    power_kva?: number;
                    security_24x7?: boolean;
                    type?: number;
                    user_id?: unknown;
                    width?: number;
                };
                "multipart/form-data": {
                    _method?: unknown;
                    description?: string;
                    docks?: number;
                    fire_noc?: boolean;
                    /**
                     * Format: binary
                     * @description The fire NOC certificate: PDF, JPEG or PNG
                     */
                    fire_noc_file?: string;
                    floor_load?: number;
                    /** @enum {string} */
                    flooring?: "fm2" | "vdf" | "tremix" | "other";
                    height?: number;
                    highway_km?: number;
                    /**
                     * Format: binary
                     * @description The cover image: JPEG, PNG or GIF by content
                     */
                    image?: string;
                    length?: number;
                    name?: string;
                    power_kva?: number;
                    security_24x7?: boolean;
                    type?: number;
                    user_id?: unknown;
                    width?: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postPropertiesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    _method?: unknown;
                    description?: string;
                    docks?: number;
                    fire_noc?: boolean;
                    /**
                     * Format: binary
                     * @description The fire NOC certificate: PDF, JPEG or PNG
                     */
                    fire_noc_file?: string;
                    floor_load?: number;
                    /** @enum {string} */
                    flooring?: "fm2" | "vdf" | "tremix" | "other";
                    height?: number;
                    highway_km?: number;
                    /**
                     * Format: binary
                     * @description The cover image: JPEG, PNG or GIF by content
                     */
                    image?: string;
                    length?: number;
                    name?: string;
                    power_kva?: number;
                    security_24x7?: boolean;
                    type?: number;
                    user_id?: unknown;
                    width?: number;
                };
                "multipart/form-data": {
                    _method?: unknown;
                    description?: string;
                    docks?: number;
                    fire_noc?: boolean;
                    /**
                     * Format: binary
                     * @description The fire NOC certificate: PDF, JPEG or PNG
                     */
                    fire_noc_file?: string;
                    floor_load?: number;
                    /** @enum {string} */
                    flooring?: "fm2" | "vdf" | "tremix" | "other";
                    height?: number;
                    highway_km?: number;
                    /**
                     * Format: binary
                     * @description The cover image: JPEG, PNG or GIF by content
                     */
                    image?: string;
                    length?: number;
                    name?: string;
                    power_kva?: number;
                    security_24x7?: boolean;
                    type?: number;
                    user_id?: unknown;
                    width?: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    deletePropertiesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getPropertiesMap: {
        parameters: {
            query: {
                bbox: number[];
                city_id?: number;
                district_id?: number;
                fire_noc?: true;
                max_area?: number;
                max_price?: number;
                min_area?: number;
                min_docks?: number;
                min_floor_load?: number;
                min_height?: number;
                min_power_kva?: number;
                min_price?: number;
                near_city_id?: number;
                near_pin?: string;
                purchase_type?: number;
                q?: string;
                radius_km?: number;
                state_id?: number;
                type?: number;
                verified?: true;
                zoom: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            /** @enum {boolean} */
                            cluster: true;
                            count: number;
                            lat: number;
                            lng: number;
                        } | {
                            city_name: string | null;
                            id: number;
                            lat: number;
                            lng: number;
                            price: number | null;
                            purchase_type: number | null;
                        })[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                        total: number;
                    };
                };
            };
        };
    };
    getPropertyLeads: {
        parameters: {
            query: {
                limit?: number;
                offset?: number;
                property_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string | null;
                            phone_number: string;
                            unlocked_at: string;
                            user_name: string;
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postPropertyStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    property_id: number;
                    /** @enum {string} */
                    status: "published" | "let";
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "draft" | "published" | "let" | "hidden";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getPropertyDocumentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    postPropertyReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    message?: string;
                    property_id: number;
                    /** @enum {string} */
                    reason: "unreachable" | "wrong_number" | "already_let" | "misleading" | "other";
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** @enum {string} */
                            status: "open" | "refunded" | "rejected";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPropertyReports: {
        parameters: {
            query: {
                property_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string|null} */
                            answer: "reachable" | "let" | null;
                            answer_due_at: string | null;
                            answer_message: string | null;
                            answered_at: string | null;
                            created_at: string;
                            id: number;
                            message: string | null;
                            property: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "draft" | "published" | "let" | "hidden";
                            };
                            /** @enum {string} */
                            reason: "unreachable" | "wrong_number" | "already_let" | "misleading" | "other";
                            refunded_credits: number;
                            reporter: {
                                id: number;
                                name: string;
                                phone_number: string;
                            };
                            /** @enum {string|null} */
                            resolution: "refund" | "reject" | "hide" | "confirmed" | "unanswered" | null;
                            resolution_note: string | null;
                            resolved_at: string | null;
                            /** @enum {string} */
                            status: "open" | "refunded" | "rejected";
                            unlock: {
                                created_at: string;
                                credits_spent: number;
                                id: number;
                            };
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postPropertyReportsByIdAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    answer: "reachable" | "let";
                    message?: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string|null} */
                            answer: "reachable" | "let" | null;
                            answer_due_at: string | null;
                            answer_message: string | null;
                            answered_at: string | null;
                            created_at: string;
                            id: number;
                            message: string | null;
                            property: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                status: "draft" | "published" | "let" | "hidden";
                            };
                            /** @enum {string} */
                            reason: "unreachable" | "wrong_number" | "already_let" | "misleading" | "other";
                            refunded_credits: number;
                            reporter: {
                                id: number;
                                name: string;
                                phone_number: string;
                            };
                            /** @enum {string|null} */
                            resolution: "refund" | "reject" | "hide" | "confirmed" | "unanswered" | null;
                            resolution_note: string | null;
                            resolved_at: string | null;
                            /** @enum {string} */
                            status: "open" | "refunded" | "rejected";
                            unlock: {
                                created_at: string;
                                credits_spent: number;
                                id: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postPropertyUnlock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    property_id: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            credits: number;
                            property: {
                                attachments: {
                                    attachment_type: string;
                                    description: string | null;
                                    id: number;
                                    img_url: string;
                                    name: string;
                                    order_number: number;
                                    size_bytes: number;
                                }[];
                                documents: {
                                    attachment_type: string;
                                    id: number;
                                    name: string;
                                    size_bytes: number;
                                }[];
                                insight?: {
                                    district_id: number | null;
                                    listings: number;
                                    median_rate: number;
                                    percent: number;
                                    /** @enum {string} */
                                    place: "district" | "state";
                                    place_name: string;
                                    purchase_type: number;
                                    rate: number;
                                    state_id: number;
                                    /** @enum {string} */
                                    unit: "per_sqft_month" | "per_sqft";
                                } | null;
                                my_report?: {
                                    report: {
                                        created_at: string;
                                        id: number;
                                        /** @enum {string} */
                                        reason: "unreachable" | "wrong_number" | "already_let" | "misleading" | "other";
                                        /** @enum {string|null} */
                                        resolution: "refund" | "reject" | "hide" | "confirmed" | "unanswered" | null;
                                        /** @enum {string} */
                                        status: "open" | "refunded" | "rejected";
                                    } | null;
                                    reportable_until: string | null;
                                } | null;
                                owner_replies_within_day?: boolean;
                                owner_score?: {
                                    percent: number;
                                    unlocks: number;
                                } | null;
                                pass: boolean;
                                prices: {
                                    id: number;
                                    price: number;
                                    property_id: number;
                                    purchase_type: number;
                                    recuring_type: number | null;
                                    security_deposit: number | null;
                                }[];
                                property: {
                                    address: {
                                        address?: string;
                                        city: {
                                            name: string;
                                        };
                                        city_id: number;
                                        city_name: string;
                                        district: {
                                            name: string;
                                        };
                                        district_id: number;
                                        district_name: string;
                                        latitude?: number | null;
                                        longitude?: number | null;
                                        phone_number?: string | null;
                                        pin_code?: string;
                                        state: {
                                            name: string;
                                        };
                                        state_id: number;
                                        state_name: string;
                                    } | null;
                                    completion_level: number;
                                    created_at: string;
                                    description: string | null;
                                    docks: number | null;
                                    fire_noc: boolean | null;
                                    floor_load: number | null;
                                    /** @enum {string|null} */
                                    flooring: "fm2" | "vdf" | "tremix" | "other" | null;
                                    height: number | null;
                                    highway_km: number | null;
                                    id: number;
                                    image: string | null;
                                    length: number | null;
                                    name: string;
                                    power_kva: number | null;
                                    security_24x7: boolean | null;
                                    type: number;
                                    user?: {
                                        user_name: string;
                                    };
                                    user_id?: number;
                                    verified: boolean;
                                    width: number | null;
                                };
                                unlock_cost: number;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getPropertyView: {
        parameters: {
            query: {
                property_id: number;
                user_id?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attachments: {
                                attachment_type: string;
                                description: string | null;
                                id: number;
                                img_url: string;
                                name: string;
                                order_number: number;
                                size_bytes: number;
                            }[];
                            documents: {
                                attachment_type: string;
                                id: number;
                                name: string;
                                size_bytes: number;
                            }[];
                            insight?: {
                                district_id: number | null;
                                listings: number;
                                median_rate: number;
                                percent: number;
                                /** @enum {string} */
                                place: "district" | "state";
                                place_name: string;
                                purchase_type: number;
                                rate: number;
                                state_id: number;
                                /** @enum {string} */
                                unit: "per_sqft_month" | "per_sqft";
                            } | null;
                            my_report?: {
                                report: {
                                    created_at: string;
                                    id: number;
                                    /** @enum {string} */
                                    reason: "unreachable" | "wrong_number" | "already_let" | "misleading" | "other";
                                    /** @enum {string|null} */
                                    resolution: "refund" | "reject" | "hide" | "confirmed" | "unanswered" | null;
                                    /** @enum {string} */
                                    status: "open" | "refunded" | "rejected";
                                } | null;
                                reportable_until: string | null;
                            } | null;
                            owner_replies_within_day?: boolean;
                            owner_score?: {
                                percent: number;
                                unlocks: number;
                            } | null;
                            pass: boolean;
                            prices: {
                                id: number;
                                price: number;
                                property_id: number;
                                purchase_type: number;
                                recuring_type: number | null;
                                security_deposit: number | null;
                            }[];
                            property: {
                                address: {
                                    address?: string;
                                    city: {
                                        name: string;
                                    };
                                    city_id: number;
                                    city_name: string;
                                    district: {
                                        name: string;
                                    };
                                    district_id: number;
                                    district_name: string;
                                    latitude?: number | null;
                                    longitude?: number | null;
                                    phone_number?: string | null;
                                    pin_code?: string;
                                    state: {
                                        name: string;
                                    };
                                    state_id: number;
                                    state_name: string;
                                } | null;
                                completion_level: number;
                                created_at: string;
                                description: string | null;
                                docks: number | null;
                                fire_noc: boolean | null;
                                floor_load: number | null;
                                /** @enum {string|null} */
                                flooring: "fm2" | "vdf" | "tremix" | "other" | null;
                                height: number | null;
                                highway_km: number | null;
                                id: number;
                                image: string | null;
                                length: number | null;
                                name: string;
                                power_kva: number | null;
                                security_24x7: boolean | null;
                                type: number;
                                user?: {
                                    user_name: string;
                                };
                                user_id?: number;
                                verified: boolean;
                                width: number | null;
                            };
                            unlock_cost: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postPropertyAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attachment_type?: unknown;
                    description?: string;
                    /**
                     * Format: binary
                     * @description The file: an image, PDF, document or video by content, at most 100 MB
                     */
                    img_url: string;
                    name: string;
                    /** @default 1 */
                    order_number?: number;
                    property_id: number;
                };
                "multipart/form-data": {
                    attachment_type?: unknown;
                    description?: string;
                    /**
                     * Format: binary
                     * @description The file: an image, PDF, document or video by content, at most 100 MB
                     */
                    img_url: string;
                    name: string;
                    /** @default 1 */
                    order_number?: number;
                    property_id: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attachment_type: string;
                            description: string | null;
                            id: number;
                            img_url: string;
                            name: string;
                            order_number: number;
                            size_bytes: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postPropertyAttachmentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file: an image, PDF, document or video by content, at most 100 MB
                     */
                    image: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attachment_type: string;
                            description: string | null;
                            id: number;
                            img_url: string;
                            name: string;
                            order_number: number;
                            size_bytes: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    deletePropertyAttachmentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postPropertyprice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    price: number;
                    property_id: number;
                    purchase_type: number;
                    recuring_type?: number;
                    security_deposit?: number;
                };
                "multipart/form-data": {
                    price: number;
                    property_id: number;
                    purchase_type: number;
                    recuring_type?: number;
                    security_deposit?: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            price: number;
                            property_id: number;
                            purchase_type: number;
                            recuring_type: number | null;
                            security_deposit: number | null;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    putPropertypriceupdateById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    _method?: unknown;
                    price: number;
                    property_id?: number;
                    purchase_type: number;
                    recuring_type?: number;
                    security_deposit?: number;
                };
                "multipart/form-data": {
                    _method?: unknown;
                    price: number;
                    property_id?: number;
                    purchase_type: number;
                    recuring_type?: number;
                    security_deposit?: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            price: number;
                            property_id: number;
                            purchase_type: number;
                            recuring_type: number | null;
                            security_deposit: number | null;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postPropertypriceupdateById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    _method?: unknown;
                    price: number;
                    property_id?: number;
                    purchase_type: number;
                    recuring_type?: number;
                    security_deposit?: number;
                };
                "multipart/form-data": {
                    _method?: unknown;
                    price: number;
                    property_id?: number;
                    purchase_type: number;
                    recuring_type?: number;
                    security_deposit?: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            price: number;
                            property_id: number;
                            purchase_type: number;
                            recuring_type: number | null;
                            security_deposit: number | null;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postRazorpayWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            status: "ready";
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {boolean} */
                    agreeTerms: true;
                    c_password: string;
                    email?: unknown;
                    first_name?: string;
                    password: string;
                    phone_number?: unknown;
                    /** @default 1 */
                    user_type?: number;
                    verification_otp: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            user_type: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    c_password: string;
                    email: string;
                    otp: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postSandboxPay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default card
                     * @enum {string}
                     */
                    method?: "upi" | "card" | "netbanking" | "wallet";
                    order_id: string;
                    /** @enum {string} */
                    outcome: "success" | "failure";
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            razorpay_order_id: string;
                            razorpay_payment_id: string;
                            razorpay_signature?: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSavedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            alert: "instant" | "daily" | "off";
                            alerted: number;
                            created_at: string;
                            filters: {
                                [key: string]: string | number | boolean;
                            };
                            id: number;
                            name: string;
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postSavedSearches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default instant
                     * @enum {string}
                     */
                    alert?: "instant" | "daily" | "off";
                    filters: {
                        city_id?: number;
                        district_id?: number;
                        /** @enum {boolean} */
                        fire_noc?: true;
                        max_area?: number;
                        max_price?: number;
                        min_area?: number;
                        min_docks?: number;
                        min_floor_load?: number;
                        min_height?: number;
                        min_power_kva?: number;
                        min_price?: number;
                        near_city_id?: number;
                        near_pin?: string;
                        purchase_type?: number;
                        q?: string;
                        radius_km?: number;
                        /** @enum {string} */
                        sort?: "relevance" | "newest" | "price_asc" | "price_desc" | "area_desc" | "rate_asc" | "distance";
                        state_id?: number;
                        type?: number;
                        /** @enum {boolean} */
                        verified?: true;
                    };
                    name: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            alert: "instant" | "daily" | "off";
                            alerted: number;
                            created_at: string;
                            filters: {
                                [key: string]: string | number | boolean;
                            };
                            id: number;
                            name: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteSavedSearchesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            alert: "instant" | "daily" | "off";
                            alerted: number;
                            created_at: string;
                            filters: {
                                [key: string]: string | number | boolean;
                            };
                            id: number;
                            name: string;
                        }[];
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    patchSavedSearchesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    alert: "instant" | "daily" | "off";
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            alert: "instant" | "daily" | "off";
                            alerted: number;
                            created_at: string;
                            filters: {
                                [key: string]: string | number | boolean;
                            };
                            id: number;
                            name: string;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postSendOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: unknown;
                    first_name?: string;
                    phone_number?: unknown;
                    /** @default 1 */
                    user_type?: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getShortlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ids: number[];
                            items: {
                                address: {
                                    city_name: string;
                                    district_name: string;
                                    state_name: string;
                                };
                                area: number | null;
                                below_median?: boolean;
                                created_at: string;
                                description: string | null;
                                distance_km?: number;
                                docks: number | null;
                                fire_noc: boolean | null;
                                height: number | null;
                                id: number;
                                image: string | null;
                                length: number | null;
                                name: string;
                                power_kva: number | null;
                                price: {
                                    price: number;
                                    purchase_type: number;
                                    recuring_type: number | null;
                                } | null;
                                purchase_type: number | null;
                                type: number;
                                verified: boolean;
                                width: number | null;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postShortlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    property_id: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ids: number[];
                            items: {
                                address: {
                                    city_name: string;
                                    district_name: string;
                                    state_name: string;
                                };
                                area: number | null;
                                below_median?: boolean;
                                created_at: string;
                                description: string | null;
                                distance_km?: number;
                                docks: number | null;
                                fire_noc: boolean | null;
                                height: number | null;
                                id: number;
                                image: string | null;
                                length: number | null;
                                name: string;
                                power_kva: number | null;
                                price: {
                                    price: number;
                                    purchase_type: number;
                                    recuring_type: number | null;
                                } | null;
                                purchase_type: number | null;
                                type: number;
                                verified: boolean;
                                width: number | null;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteShortlistById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ids: number[];
                            items: {
                                address: {
                                    city_name: string;
                                    district_name: string;
                                    state_name: string;
                                };
                                area: number | null;
                                below_median?: boolean;
                                created_at: string;
                                description: string | null;
                                distance_km?: number;
                                docks: number | null;
                                fire_noc: boolean | null;
                                height: number | null;
                                id: number;
                                image: string | null;
                                length: number | null;
                                name: string;
                                power_kva: number | null;
                                price: {
                                    price: number;
                                    purchase_type: number;
                                    recuring_type: number | null;
                                } | null;
                                purchase_type: number | null;
                                type: number;
                                verified: boolean;
                                width: number | null;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            address: string;
                            email: string;
                            map_tile_attribution?: string;
                            map_tile_url?: string;
                            name: string;
                            phone: string;
                            slug: string;
                            social?: {
                                facebook?: string;
                                instagram?: string;
                                linkedin?: string;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getStatesByFilter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            data: {
                                id: number;
                                name: string;
                            }[];
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getTransactions: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            amount: number;
                            bonus_credits: number;
                            created_at: string;
                            credits: number;
                            id: number;
                            invoice_number: string | null;
                            phone_number: string | null;
                            status: number;
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    getTransactionsByIdInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The tax invoice PDF, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTransactionsStatement: {
        parameters: {
            query: {
                format?: "csv" | "pdf";
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The statement, CSV (UTF-8) or PDF, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "text/csv": string;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getUnlockedProperties: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            created_at: string;
                            image: string | null;
                            name: string;
                            prices: {
                                id: number;
                                price: number;
                                property_id: number;
                                purchase_type: number;
                                recuring_type: number | null;
                                security_deposit: number | null;
                            }[];
                            property_id: number;
                            report?: {
                                report: {
                                    created_at: string;
                                    id: number;
                                    /** @enum {string} */
                                    reason: "unreachable" | "wrong_number" | "already_let" | "misleading" | "other";
                                    /** @enum {string|null} */
                                    resolution: "refund" | "reject" | "hide" | "confirmed" | "unanswered" | null;
                                    /** @enum {string} */
                                    status: "open" | "refunded" | "rejected";
                                } | null;
                                reportable_until: string | null;
                            };
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postUpgradeUserType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_type: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {number} */
                            user_type: 2;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postVerifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string | null;
                    phone_number: string;
                    verification_otp: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getVisits: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                property_id?: number;
                role?: "seeker" | "owner";
                when?: "upcoming" | "past";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answered_at: string | null;
                            /** @enum {string|null} */
                            cancelled_by: "seeker" | "owner" | null;
                            created_at: string;
                            id: number;
                            note: string | null;
                            property: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            reason: string | null;
                            /** @enum {string} */
                            role: "seeker" | "owner";
                            slot: string | null;
                            slots: string[];
                            /** @enum {string} */
                            status: "requested" | "accepted" | "declined" | "cancelled" | "expired";
                            with: {
                                email: string | null;
                                name: string;
                                phone_number: string;
                            };
                        }[];
                        pagination: {
                            has_more: boolean;
                            limit: number;
                            offset: number;
                            total: number;
                        };
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postVisits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    note?: string;
                    property_id: number;
                    slots: string[];
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answered_at: string | null;
                            /** @enum {string|null} */
                            cancelled_by: "seeker" | "owner" | null;
                            created_at: string;
                            id: number;
                            note: string | null;
                            property: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            reason: string | null;
                            /** @enum {string} */
                            role: "seeker" | "owner";
                            slot: string | null;
                            slots: string[];
                            /** @enum {string} */
                            status: "requested" | "accepted" | "declined" | "cancelled" | "expired";
                            with: {
                                email: string | null;
                                name: string;
                                phone_number: string;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postVisitsByIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    slot: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answered_at: string | null;
                            /** @enum {string|null} */
                            cancelled_by: "seeker" | "owner" | null;
                            created_at: string;
                            id: number;
                            note: string | null;
                            property: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            reason: string | null;
                            /** @enum {string} */
                            role: "seeker" | "owner";
                            slot: string | null;
                            slots: string[];
                            /** @enum {string} */
                            status: "requested" | "accepted" | "declined" | "cancelled" | "expired";
                            with: {
                                email: string | null;
                                name: string;
                                phone_number: string;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postVisitsByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason?: string;
                } | null;
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answered_at: string | null;
                            /** @enum {string|null} */
                            cancelled_by: "seeker" | "owner" | null;
                            created_at: string;
                            id: number;
                            note: string | null;
                            property: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            reason: string | null;
                            /** @enum {string} */
                            role: "seeker" | "owner";
                            slot: string | null;
                            slots: string[];
                            /** @enum {string} */
                            status: "requested" | "accepted" | "declined" | "cancelled" | "expired";
                            with: {
                                email: string | null;
                                name: string;
                                phone_number: string;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postVisitsByIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            answered_at: string | null;
                            /** @enum {string|null} */
                            cancelled_by: "seeker" | "owner" | null;
                            created_at: string;
                            id: number;
                            note: string | null;
                            property: {
                                address: string;
                                id: number;
                                name: string;
                            };
                            reason: string | null;
                            /** @enum {string} */
                            role: "seeker" | "owner";
                            slot: string | null;
                            slots: string[];
                            /** @enum {string} */
                            status: "requested" | "accepted" | "declined" | "cancelled" | "expired";
                            with: {
                                email: string | null;
                                name: string;
                                phone_number: string;
                            };
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Forbidden */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getVisitsByIdIcs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description site-visit-<id>.ics */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Unauthorized */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Conflict */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            credits: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
        };
    };
    postWalletOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    billing_address?: string;
                    credits: number;
                    gstin?: string;
                    legal_name?: string;
                    packs?: {
                        pack_id: string;
                        quantity: number;
                    }[];
                    state_id?: number;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amount: number;
                        bonus_credits: number;
                        credits: number;
                        /** @enum {string} */
                        currency: "INR";
                        message: string;
                        order_id: string;
                        /** @enum {string} */
                        provider: "razorpay" | "sandbox";
                        razorpay_key: string;
                        store_name: string;
                        /** @enum {boolean} */
                        success: true;
                        user: {
                            email: string | null;
                            name: string;
                            phone: string;
                        };
                    };
                };
            };
            /** @description Unprocessable Entity */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Service Unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postWalletVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    razorpay_order_id: string;
                    razorpay_payment_id: string;
                    razorpay_signature: string;
                };
            };
        };
        responses: {
            /** @description Any other client error (the error envelope; `code` says which) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A server error, or a service it needs is unavailable (the error envelope) */
            "5XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            credits: number;
                        };
                        message?: string;
                        /** @enum {boolean} */
                        success: true;
                    };
                };
            };
            /** @description Bad Request */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not Found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too Many Requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}

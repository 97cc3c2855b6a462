CREATE TABLE `job_leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` text NOT NULL,
	`generation` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `outgoing_mail` ADD `claimed_by` text;--> statement-breakpoint
ALTER TABLE `outgoing_mail` ADD `claim_until` text;--> statement-breakpoint
ALTER TABLE `outgoing_texts` ADD `claimed_by` text;--> statement-breakpoint
ALTER TABLE `outgoing_texts` ADD `claim_until` text;--> statement-breakpoint
ALTER TABLE `push_deliveries` ADD `claimed_by` text;--> statement-breakpoint
ALTER TABLE `push_deliveries` ADD `claim_until` text;
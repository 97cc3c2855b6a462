CREATE TABLE `inbound_texts` (
	`message_sid` text PRIMARY KEY NOT NULL,
	`from` text NOT NULL,
	`body` text NOT NULL,
	`answer` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `job_checks` (
	`id` text PRIMARY KEY NOT NULL,
	`ticket_id` text NOT NULL,
	`worker_id` text NOT NULL,
	`step` text NOT NULL,
	`taken_at` text NOT NULL,
	`device_taken_at` text,
	`received_at` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`accuracy_m` real,
	`distance_m` integer,
	`position_verdict` text DEFAULT 'none' NOT NULL,
	`photos` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`ticket_id`) REFERENCES `job_tickets`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_checks_step_idx` ON `job_checks` (`ticket_id`,`step`);--> statement-breakpoint
CREATE TABLE `job_text_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`ticket_id` text NOT NULL,
	`worker_id` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`ticket_id`) REFERENCES `job_tickets`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_text_codes_open_idx` ON `job_text_codes` (`code`) WHERE status = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX `job_text_codes_ticket_worker_idx` ON `job_text_codes` (`ticket_id`,`worker_id`);--> statement-breakpoint
CREATE TABLE `tips` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`payee_kind` text NOT NULL,
	`payee_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`provider` text NOT NULL,
	`intent_id` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`paid_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tips_intent_id_unique` ON `tips` (`intent_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `tips_order_payee_idx` ON `tips` (`order_id`,`payee_kind`);--> statement-breakpoint
CREATE INDEX `tips_payee_idx` ON `tips` (`payee_kind`,`payee_id`);--> statement-breakpoint
CREATE TABLE `worker_ratings` (
	`id` text PRIMARY KEY NOT NULL,
	`ticket_id` text NOT NULL,
	`vendor_id` text NOT NULL,
	`worker_id` text NOT NULL,
	`rating` integer NOT NULL,
	`reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`ticket_id`) REFERENCES `job_tickets`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`vendor_id`) REFERENCES `vendors`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`worker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `worker_ratings_ticket_id_unique` ON `worker_ratings` (`ticket_id`);--> statement-breakpoint
CREATE INDEX `worker_ratings_worker_idx` ON `worker_ratings` (`worker_id`);--> statement-breakpoint
ALTER TABLE `job_tickets` ADD `worked_minutes` integer;--> statement-breakpoint
ALTER TABLE `job_tickets` ADD `paid_minutes` integer;--> statement-breakpoint
ALTER TABLE `job_tickets` ADD `overtime_minutes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `job_tickets` ADD `overtime_status` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `job_tickets` ADD `open_to_all_at` text;
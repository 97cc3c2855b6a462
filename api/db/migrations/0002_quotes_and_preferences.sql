CREATE TABLE `quote_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`event_date` text NOT NULL,
	`event_time` text NOT NULL,
	`guest_count` integer NOT NULL,
	`event_type` text NOT NULL,
	`venue` text NOT NULL,
	`additional_requests` text,
	`package_id` text,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `quote_requests_created_idx` ON `quote_requests` (`created_at`);--> statement-breakpoint
ALTER TABLE `communication_preferences` ADD `client_updated_at` text;
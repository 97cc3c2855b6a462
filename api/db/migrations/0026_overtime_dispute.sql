ALTER TABLE `job_tickets` ADD `overtime_answered_at` text;--> statement-breakpoint
ALTER TABLE `job_tickets` ADD `overtime_dispute` text;--> statement-breakpoint
ALTER TABLE `job_tickets` ADD `overtime_ruled_at` text;--> statement-breakpoint
ALTER TABLE `job_tickets` ADD `overtime_ruling` text;--> statement-breakpoint
-- Answers given before this column existed were the ticket's last change: their dispute window starts there.
UPDATE `job_tickets` SET `overtime_answered_at` = `updated_at` WHERE `overtime_status` IN ('approved', 'declined');

; ModuleID = 'hash.c'
source_filename = "hash.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@keys = internal unnamed_addr global [65536 x [16 x i8]] zeroinitializer, align 16
@counts = internal unnamed_addr global [65536 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [41 x i8] c"words %d distinct %d found %ld check %u\0A\00", align 1
@rng_state = internal unnamed_addr global i32 -1831433054, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = alloca [16 x i8], align 16
  %4 = icmp sgt i32 %0, 1
  br i1 %4, label %6, label %5

5:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #4
  br label %12

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  %8 = load ptr, ptr %7, align 8, !tbaa !5
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #4
  %10 = trunc i64 %9 to i32
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #4
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %12, label %117

12:                                               ; preds = %5, %6
  %13 = phi i32 [ 15000, %5 ], [ %10, %6 ]
  %14 = load i32, ptr @rng_state, align 4, !tbaa !9
  br label %16

15:                                               ; preds = %111
  store i32 %37, ptr @rng_state, align 4, !tbaa !9
  br label %121

16:                                               ; preds = %12, %111
  %17 = phi i32 [ %114, %111 ], [ 0, %12 ]
  %18 = phi i32 [ %113, %111 ], [ 0, %12 ]
  %19 = phi i32 [ %37, %111 ], [ %14, %12 ]
  %20 = shl i32 %19, 13
  %21 = xor i32 %20, %19
  %22 = lshr i32 %21, 17
  %23 = xor i32 %22, %21
  %24 = shl i32 %23, 5
  %25 = xor i32 %24, %23
  %26 = urem i32 %25, 6
  %27 = add nuw nsw i32 %26, 3
  %28 = zext nneg i32 %27 to i64
  br label %29

29:                                               ; preds = %29, %16
  %30 = phi i64 [ 0, %16 ], [ %42, %29 ]
  %31 = phi i32 [ %25, %16 ], [ %37, %29 ]
  %32 = shl i32 %31, 13
  %33 = xor i32 %32, %31
  %34 = lshr i32 %33, 17
  %35 = xor i32 %34, %33
  %36 = shl i32 %35, 5
  %37 = xor i32 %36, %35
  %38 = urem i32 %37, 5
  %39 = trunc nuw nsw i32 %38 to i8
  %40 = add nuw nsw i8 %39, 97
  %41 = getelementptr inbounds i8, ptr %3, i64 %30
  store i8 %40, ptr %41, align 1, !tbaa !11
  %42 = add nuw nsw i64 %30, 1
  %43 = icmp eq i64 %42, %28
  br i1 %43, label %44, label %29, !llvm.loop !12

44:                                               ; preds = %29
  %45 = getelementptr inbounds i8, ptr %3, i64 %28
  store i8 0, ptr %45, align 1, !tbaa !11
  %46 = load i8, ptr %3, align 16, !tbaa !11
  %47 = icmp eq i8 %46, 0
  br i1 %47, label %60, label %48

48:                                               ; preds = %44, %48
  %49 = phi i8 [ %56, %48 ], [ %46, %44 ]
  %50 = phi i32 [ %55, %48 ], [ -2128831035, %44 ]
  %51 = phi ptr [ %52, %48 ], [ %3, %44 ]
  %52 = getelementptr inbounds i8, ptr %51, i64 1
  %53 = zext i8 %49 to i32
  %54 = xor i32 %50, %53
  %55 = mul i32 %54, 16777619
  %56 = load i8, ptr %52, align 1, !tbaa !11
  %57 = icmp eq i8 %56, 0
  br i1 %57, label %58, label %48, !llvm.loop !14

58:                                               ; preds = %48
  %59 = and i32 %55, 65535
  br label %60

60:                                               ; preds = %58, %44
  %61 = phi i32 [ 40389, %44 ], [ %59, %58 ]
  %62 = zext nneg i32 %61 to i64
  %63 = getelementptr inbounds [65536 x [16 x i8]], ptr @keys, i64 0, i64 %62
  %64 = load i8, ptr %63, align 16, !tbaa !11
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %78, label %73

66:                                               ; preds = %94
  %67 = add nuw nsw i32 %77, 1
  %68 = and i32 %67, 65535
  %69 = zext nneg i32 %68 to i64
  %70 = getelementptr inbounds [65536 x [16 x i8]], ptr @keys, i64 0, i64 %69
  %71 = load i8, ptr %70, align 16, !tbaa !11
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %78, label %73, !llvm.loop !15

73:                                               ; preds = %60, %66
  %74 = phi i8 [ %71, %66 ], [ %64, %60 ]
  %75 = phi ptr [ %70, %66 ], [ %63, %60 ]
  %76 = phi i64 [ %69, %66 ], [ %62, %60 ]
  %77 = phi i32 [ %68, %66 ], [ %61, %60 ]
  br label %81

78:                                               ; preds = %66, %60
  %79 = phi i64 [ %62, %60 ], [ %69, %66 ]
  %80 = phi ptr [ %63, %60 ], [ %70, %66 ]
  br label %102

81:                                               ; preds = %87, %73
  %82 = phi i8 [ %90, %87 ], [ %74, %73 ]
  %83 = phi ptr [ %89, %87 ], [ %3, %73 ]
  %84 = phi ptr [ %88, %87 ], [ %75, %73 ]
  %85 = load i8, ptr %83, align 1, !tbaa !11
  %86 = icmp eq i8 %82, %85
  br i1 %86, label %87, label %94

87:                                               ; preds = %81
  %88 = getelementptr inbounds i8, ptr %84, i64 1
  %89 = getelementptr inbounds i8, ptr %83, i64 1
  %90 = load i8, ptr %88, align 1, !tbaa !11
  %91 = icmp eq i8 %90, 0
  br i1 %91, label %92, label %81, !llvm.loop !16

92:                                               ; preds = %87
  %93 = load i8, ptr %89, align 1, !tbaa !11
  br label %94

94:                                               ; preds = %81, %92
  %95 = phi i8 [ %93, %92 ], [ %85, %81 ]
  %96 = phi i8 [ 0, %92 ], [ %82, %81 ]
  %97 = icmp eq i8 %96, %95
  br i1 %97, label %98, label %66

98:                                               ; preds = %94
  %99 = getelementptr inbounds [65536 x i32], ptr @counts, i64 0, i64 %76
  %100 = load i32, ptr %99, align 4, !tbaa !9
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %99, align 4, !tbaa !9
  br label %111

102:                                              ; preds = %102, %78
  %103 = phi ptr [ %107, %102 ], [ %80, %78 ]
  %104 = phi ptr [ %105, %102 ], [ %3, %78 ]
  %105 = getelementptr inbounds i8, ptr %104, i64 1
  %106 = load i8, ptr %104, align 1, !tbaa !11
  %107 = getelementptr inbounds i8, ptr %103, i64 1
  store i8 %106, ptr %103, align 1, !tbaa !11
  %108 = icmp eq i8 %106, 0
  br i1 %108, label %109, label %102, !llvm.loop !17

109:                                              ; preds = %102
  %110 = getelementptr inbounds [65536 x i32], ptr @counts, i64 0, i64 %79
  store i32 1, ptr %110, align 4, !tbaa !9
  br label %111

111:                                              ; preds = %98, %109
  %112 = phi i32 [ 0, %98 ], [ 1, %109 ]
  %113 = add nuw nsw i32 %112, %18
  %114 = add nuw nsw i32 %17, 1
  %115 = icmp eq i32 %114, %13
  br i1 %115, label %15, label %16, !llvm.loop !18

116:                                              ; preds = %203
  store i32 %142, ptr @rng_state, align 4, !tbaa !9
  br label %117

117:                                              ; preds = %6, %116
  %118 = phi i32 [ %113, %116 ], [ 0, %6 ]
  %119 = phi i32 [ %13, %116 ], [ %10, %6 ]
  %120 = phi i64 [ %206, %116 ], [ 0, %6 ]
  br label %211

121:                                              ; preds = %15, %203
  %122 = phi i32 [ %207, %203 ], [ 0, %15 ]
  %123 = phi i64 [ %206, %203 ], [ 0, %15 ]
  %124 = phi i32 [ %142, %203 ], [ %37, %15 ]
  %125 = shl i32 %124, 13
  %126 = xor i32 %125, %124
  %127 = lshr i32 %126, 17
  %128 = xor i32 %127, %126
  %129 = shl i32 %128, 5
  %130 = xor i32 %129, %128
  %131 = urem i32 %130, 6
  %132 = add nuw nsw i32 %131, 3
  %133 = zext nneg i32 %132 to i64
  br label %134

134:                                              ; preds = %134, %121
  %135 = phi i64 [ 0, %121 ], [ %147, %134 ]
  %136 = phi i32 [ %130, %121 ], [ %142, %134 ]
  %137 = shl i32 %136, 13
  %138 = xor i32 %137, %136
  %139 = lshr i32 %138, 17
  %140 = xor i32 %139, %138
  %141 = shl i32 %140, 5
  %142 = xor i32 %141, %140
  %143 = urem i32 %142, 5
  %144 = trunc nuw nsw i32 %143 to i8
  %145 = add nuw nsw i8 %144, 97
  %146 = getelementptr inbounds i8, ptr %3, i64 %135
  store i8 %145, ptr %146, align 1, !tbaa !11
  %147 = add nuw nsw i64 %135, 1
  %148 = icmp eq i64 %147, %133
  br i1 %148, label %149, label %134, !llvm.loop !12

149:                                              ; preds = %134
  %150 = getelementptr inbounds i8, ptr %3, i64 %133
  store i8 0, ptr %150, align 1, !tbaa !11
  %151 = load i8, ptr %3, align 16, !tbaa !11
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %165, label %153

153:                                              ; preds = %149, %153
  %154 = phi i8 [ %161, %153 ], [ %151, %149 ]
  %155 = phi i32 [ %160, %153 ], [ -2128831035, %149 ]
  %156 = phi ptr [ %157, %153 ], [ %3, %149 ]
  %157 = getelementptr inbounds i8, ptr %156, i64 1
  %158 = zext i8 %154 to i32
  %159 = xor i32 %155, %158
  %160 = mul i32 %159, 16777619
  %161 = load i8, ptr %157, align 1, !tbaa !11
  %162 = icmp eq i8 %161, 0
  br i1 %162, label %163, label %153, !llvm.loop !14

163:                                              ; preds = %153
  %164 = and i32 %160, 65535
  br label %165

165:                                              ; preds = %163, %149
  %166 = phi i32 [ 40389, %149 ], [ %164, %163 ]
  %167 = zext nneg i32 %166 to i64
  %168 = getelementptr inbounds [65536 x [16 x i8]], ptr @keys, i64 0, i64 %167
  %169 = load i8, ptr %168, align 16, !tbaa !11
  %170 = icmp eq i8 %169, 0
  br i1 %170, label %203, label %178

171:                                              ; preds = %196
  %172 = add nuw nsw i32 %182, 1
  %173 = and i32 %172, 65535
  %174 = zext nneg i32 %173 to i64
  %175 = getelementptr inbounds [65536 x [16 x i8]], ptr @keys, i64 0, i64 %174
  %176 = load i8, ptr %175, align 16, !tbaa !11
  %177 = icmp eq i8 %176, 0
  br i1 %177, label %203, label %178, !llvm.loop !19

178:                                              ; preds = %165, %171
  %179 = phi i8 [ %176, %171 ], [ %169, %165 ]
  %180 = phi ptr [ %175, %171 ], [ %168, %165 ]
  %181 = phi i64 [ %174, %171 ], [ %167, %165 ]
  %182 = phi i32 [ %173, %171 ], [ %166, %165 ]
  br label %183

183:                                              ; preds = %189, %178
  %184 = phi i8 [ %192, %189 ], [ %179, %178 ]
  %185 = phi ptr [ %191, %189 ], [ %3, %178 ]
  %186 = phi ptr [ %190, %189 ], [ %180, %178 ]
  %187 = load i8, ptr %185, align 1, !tbaa !11
  %188 = icmp eq i8 %184, %187
  br i1 %188, label %189, label %196

189:                                              ; preds = %183
  %190 = getelementptr inbounds i8, ptr %186, i64 1
  %191 = getelementptr inbounds i8, ptr %185, i64 1
  %192 = load i8, ptr %190, align 1, !tbaa !11
  %193 = icmp eq i8 %192, 0
  br i1 %193, label %194, label %183, !llvm.loop !16

194:                                              ; preds = %189
  %195 = load i8, ptr %191, align 1, !tbaa !11
  br label %196

196:                                              ; preds = %183, %194
  %197 = phi i8 [ %195, %194 ], [ %187, %183 ]
  %198 = phi i8 [ 0, %194 ], [ %184, %183 ]
  %199 = icmp eq i8 %198, %197
  br i1 %199, label %200, label %171

200:                                              ; preds = %196
  %201 = getelementptr inbounds [65536 x i32], ptr @counts, i64 0, i64 %181
  %202 = load i32, ptr %201, align 4, !tbaa !9
  br label %203

203:                                              ; preds = %171, %165, %200
  %204 = phi i32 [ %202, %200 ], [ 0, %165 ], [ 0, %171 ]
  %205 = sext i32 %204 to i64
  %206 = add nsw i64 %123, %205
  %207 = add nuw nsw i32 %122, 1
  %208 = icmp eq i32 %207, %13
  br i1 %208, label %116, label %121, !llvm.loop !20

209:                                              ; preds = %233
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %119, i32 noundef %118, i64 noundef %120, i32 noundef %234)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #4
  ret i32 0

211:                                              ; preds = %117, %233
  %212 = phi i64 [ 0, %117 ], [ %235, %233 ]
  %213 = phi i32 [ 0, %117 ], [ %234, %233 ]
  %214 = getelementptr inbounds [65536 x [16 x i8]], ptr @keys, i64 0, i64 %212
  %215 = load i8, ptr %214, align 16, !tbaa !11
  %216 = icmp eq i8 %215, 0
  br i1 %216, label %233, label %217

217:                                              ; preds = %211, %217
  %218 = phi i8 [ %225, %217 ], [ %215, %211 ]
  %219 = phi i32 [ %224, %217 ], [ -2128831035, %211 ]
  %220 = phi ptr [ %221, %217 ], [ %214, %211 ]
  %221 = getelementptr inbounds i8, ptr %220, i64 1
  %222 = zext i8 %218 to i32
  %223 = xor i32 %219, %222
  %224 = mul i32 %223, 16777619
  %225 = load i8, ptr %221, align 1, !tbaa !11
  %226 = icmp eq i8 %225, 0
  br i1 %226, label %227, label %217, !llvm.loop !14

227:                                              ; preds = %217
  %228 = mul i32 %213, 31
  %229 = add i32 %224, %228
  %230 = getelementptr inbounds [65536 x i32], ptr @counts, i64 0, i64 %212
  %231 = load i32, ptr %230, align 4, !tbaa !9
  %232 = add i32 %229, %231
  br label %233

233:                                              ; preds = %211, %227
  %234 = phi i32 [ %232, %227 ], [ %213, %211 ]
  %235 = add nuw nsw i64 %212, 1
  %236 = icmp eq i64 %235, 65536
  br i1 %236, label %209, label %211, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = distinct !{!20, !13}
!21 = distinct !{!21, !13}
